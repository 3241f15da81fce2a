# Every relative link of the documentation resolves:
#   cmake -DSOURCE_DIR=<repo> -P tests/layout/CheckLinks.cmake
# Reads README.md and every docs/**/*.md. Each link [text](path) and image ![alt](path) whose
# path is not a URL (http://, https://, mailto:) must name a file or a folder that exists,
# relative to the Markdown file that holds it (a path starting with / from the repository's
# root); an #anchor part is ignored, and a link to an anchor of the same file is not checked.
# Fenced code blocks and inline code hold no links. Prints file:line: link 'path' does not
# resolve, and fails when any does not.

cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
  message(FATAL_ERROR "CheckLinks: pass -DSOURCE_DIR=<repository>")
endif()
file(GLOB_RECURSE docs RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/docs/*.md")
list(SORT docs)
list(PREPEND docs README.md)
set(violations 0)
set(checked 0)
foreach(doc IN LISTS docs)
  if(NOT EXISTS "${SOURCE_DIR}/${doc}")
    continue()
  endif()
  get_filename_component(folder "${SOURCE_DIR}/${doc}" DIRECTORY)
  file(READ "${SOURCE_DIR}/${doc}" text)
  # A CMake list is cut at ';', but not inside [...] nor after a backslash: hide those three
  # characters (Markdown is full of them) before cutting the text into lines, so that each
  # element is one line and the line numbers stay right.
  string(REPLACE "@" "@AT@" text "${text}")
  string(REPLACE "\\" "@BS@" text "${text}")
  string(REPLACE ";" "@SC@" text "${text}")
  string(REPLACE "[" "@LB@" text "${text}")
  string(REPLACE "]" "@RB@" text "${text}")
  string(REPLACE "\r" "" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(number 0)
  set(fenced FALSE)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    # A fence: ``` or ~~~ at the start of a line (a backtick fence's info string holds no
    # backtick; a line like ``` ``x'' ``` is inline code).
    if(line MATCHES "^[ \t]*~~~" OR (line MATCHES "^[ \t]*```" AND NOT line MATCHES "^[ \t]*```+[^`]*`"))
      if(fenced)
        set(fenced FALSE)
      else()
        set(fenced TRUE)
      endif()
      continue()
    endif()
    if(fenced OR NOT line MATCHES "@RB@\\(")
      continue()
    endif()
    string(REPLACE "@LB@" "[" line "${line}")
    string(REPLACE "@RB@" "]" line "${line}")
    string(REPLACE "@SC@" ";" line "${line}")
    string(REPLACE "@BS@" "\\" line "${line}")
    string(REPLACE "@AT@" "@" line "${line}")
    string(REGEX REPLACE "`[^`]*`" "" line "${line}") # inline code
    string(REPLACE "](" "@LINK@(" line "${line}") # no bracket in a list element
    string(REGEX MATCHALL "@LINK@\\([^)]*\\)" links "${line}")
    foreach(link IN LISTS links)
      string(REGEX REPLACE "^@LINK@\\([ \t]*<?([^ \t>)]*).*$" "\\1" target "${link}")
      if(target STREQUAL "" OR target MATCHES "^(https?://|mailto:)")
        continue()
      endif()
      string(REGEX REPLACE "#.*$" "" path "${target}")
      if(path STREQUAL "")
        continue() # an anchor of this file
      endif()
      math(EXPR checked "${checked} + 1")
      string(REPLACE "%20" " " path "${path}")
      if(path MATCHES "^/")
        set(resolved "${SOURCE_DIR}${path}")
      else()
        set(resolved "${folder}/${path}")
      endif()
      if(NOT EXISTS "${resolved}")
        message("${doc}:${number}: link '${target}' does not resolve")
        math(EXPR violations "${violations} + 1")
      endif()
    endforeach()
  endforeach()
endforeach()
if(violations GREATER 0)
  message(FATAL_ERROR "CheckLinks: ${violations} link(s) that do not resolve")
endif()
message("CheckLinks: ${checked} relative links in README.md and docs/, all resolve")
