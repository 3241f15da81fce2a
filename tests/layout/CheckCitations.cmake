# Every citation of the scoring specs in the code resolves:
#   cmake -DSOURCE_DIR=<repo> -P tests/layout/CheckCitations.cmake
# A citation is "docs/scoring/NAME.md" optionally followed by a section number ("1.3", "6.1",
# "4"); the file must exist in the repository and hold a heading for that section
# ("## 1.3 ..." or "## 4. ..."). Prints file:line: what is wrong, and fails when any is.

cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
  message(FATAL_ERROR "CheckCitations: pass -DSOURCE_DIR=<repository>")
endif()
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}"
  "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/cli/*.h" "${SOURCE_DIR}/cli/*.cpp"
  "${SOURCE_DIR}/ui/*.h" "${SOURCE_DIR}/ui/*.cpp" "${SOURCE_DIR}/app/*.h" "${SOURCE_DIR}/app/*.cpp"
  "${SOURCE_DIR}/tests/*.h" "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/docs/*.md")
list(APPEND sources README.md CODING_GUIDELINES.md)
set(violations 0)
set(checked 0)
foreach(source IN LISTS sources)
  if(NOT EXISTS "${SOURCE_DIR}/${source}")
    continue()
  endif()
  file(STRINGS "${SOURCE_DIR}/${source}" lines)
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(NOT line MATCHES "docs/scoring/")
      continue()
    endif()
    string(REGEX MATCHALL "docs/scoring/[A-Za-z0-9_]+\\.md( [0-9]+(\\.[0-9]+)?)?" citations "${line}")
    foreach(citation IN LISTS citations)
      math(EXPR checked "${checked} + 1")
      string(REGEX MATCH "docs/scoring/[A-Za-z0-9_]+\\.md" doc "${citation}")
      if(doc MATCHES "/[A-Z]+\\.md$") # a placeholder in prose: docs/scoring/NAME.md
        continue()
      endif()
      if(NOT EXISTS "${SOURCE_DIR}/${doc}")
        message("${source}:${number}: cites ${doc}, which is not in the repository")
        math(EXPR violations "${violations} + 1")
        continue()
      endif()
      if(NOT citation MATCHES " ([0-9]+(\\.[0-9]+)?)$")
        continue()
      endif()
      set(section "${CMAKE_MATCH_1}")
      string(REPLACE "." "\\." pattern "${section}")
      file(STRINGS "${SOURCE_DIR}/${doc}" headings REGEX "^#+ ${pattern}([. ]|$)")
      if(NOT headings)
        message("${source}:${number}: cites ${doc} section ${section}, which has no heading there")
        math(EXPR violations "${violations} + 1")
      endif()
    endforeach()
  endforeach()
endforeach()
if(violations GREATER 0)
  message(FATAL_ERROR "CheckCitations: ${violations} citation(s) that do not resolve")
endif()
message("CheckCitations: ${checked} citations of docs/scoring, all resolve")
