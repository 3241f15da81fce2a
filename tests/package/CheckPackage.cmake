# The Linux package, checked on an install into a scratch root and on the .deb CPack builds:
#   cmake -DBUILD_DIR=<build> -DVERSION=<project version> -DMODE=install|deb -P tests/package/CheckPackage.cmake
# install: `cmake --install` puts every file where a desktop expects it; desktop-file-validate
#          and appstreamcli validate accept the desktop entry and the metainfo; both programs
#          print the project's version.
# deb:     `cpack -G DEB` builds the package; its Depends name the run-time packages; unpacked
#          into a scratch root, its oie-score prints the version.
cmake_minimum_required(VERSION 3.25)
foreach(variable BUILD_DIR VERSION MODE)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "CheckPackage: pass -D${variable}=...")
  endif()
endforeach()
set(scratch "${BUILD_DIR}/package-check-${MODE}")
file(REMOVE_RECURSE "${scratch}")
file(MAKE_DIRECTORY "${scratch}")

function(expect_version program)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "${program}" --version
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT status EQUAL 0 OR NOT out MATCHES " ${VERSION}\n")
    message(FATAL_ERROR "${program} --version: status ${status}, '${out}${err}', expected the version ${VERSION}")
  endif()
  message(STATUS "${program} --version: ${out}")
endfunction()

if(MODE STREQUAL "install")
  set(root "${scratch}/usr")
  execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${root}"
    OUTPUT_QUIET RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${status})")
  endif()
  set(expected
    bin/oie-score bin/oie-studio
    share/applications/oie-studio.desktop
    share/metainfo/org.oiestudio.OieStudio.metainfo.xml
    share/icons/hicolor/scalable/apps/oie-studio.svg
    share/man/man1/oie-score.1 share/man/man1/oie-studio.1
    share/oie-studio/translations/oie_studio_de.qm share/oie-studio/translations/oie_studio_fr.qm
    share/oie-studio/translations/oie_studio_zh_CN.qm share/oie-studio/translations/oie_studio_en.qm)
  foreach(size 16 22 24 32 48 64 128 256)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/oie-studio.png)
  endforeach()
  foreach(file IN LISTS expected)
    if(NOT EXISTS "${root}/${file}")
      message(FATAL_ERROR "not installed: ${file}")
    endif()
  endforeach()
  # Desktop entry and metainfo validate (the tools come with ./setup.sh test).
  find_program(desktop_validate desktop-file-validate)
  find_program(appstreamcli appstreamcli)
  if(NOT desktop_validate OR NOT appstreamcli)
    message(FATAL_ERROR "desktop-file-validate and appstreamcli are needed (Debian: desktop-file-utils, appstream)")
  endif()
  execute_process(COMMAND "${desktop_validate}" "${root}/share/applications/oie-studio.desktop"
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT status EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate: ${out}${err}")
  endif()
  execute_process(COMMAND "${appstreamcli}" validate --no-net --explain
    "${root}/share/metainfo/org.oiestudio.OieStudio.metainfo.xml"
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate: ${out}${err}")
  endif()
  # The man pages are well-formed roff (groff's warnings are errors here).
  find_program(man_program man)
  if(man_program)
    foreach(page oie-score oie-studio)
      execute_process(COMMAND ${CMAKE_COMMAND} -E env MANWIDTH=80 "${man_program}" --warnings -l "${root}/share/man/man1/${page}.1"
        OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
      if(NOT status EQUAL 0 OR NOT err STREQUAL "")
        message(FATAL_ERROR "man ${page}.1: ${err}")
      endif()
    endforeach()
  endif()
  expect_version("${root}/bin/oie-score")
  expect_version("${root}/bin/oie-studio")
elseif(MODE STREQUAL "deb")
  execute_process(COMMAND ${CMAKE_CPACK_COMMAND} -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${scratch}"
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  file(GLOB debs "${scratch}/*.deb")
  if(NOT status EQUAL 0 OR NOT debs)
    message(FATAL_ERROR "cpack failed (${status}): ${out}${err}")
  endif()
  list(GET debs 0 deb)
  execute_process(COMMAND dpkg-deb -f "${deb}" Package Version Depends OUTPUT_VARIABLE control RESULT_VARIABLE status)
  message(STATUS "${deb}:\n${control}")
  foreach(needed "Package: oie-studio" "Version: ${VERSION}" libqt6widgets6 libqt6svg6 libqcustomplot2.1-qt6
                 liblingua-en-tagger-perl wordnet-base)
    string(FIND "${control}" "${needed}" at)
    if(at LESS 0)
      message(FATAL_ERROR "${deb}: the control file lacks '${needed}'")
    endif()
  endforeach()
  execute_process(COMMAND dpkg-deb -c "${deb}" OUTPUT_VARIABLE contents)
  foreach(file ./usr/bin/oie-score ./usr/bin/oie-studio ./usr/share/applications/oie-studio.desktop
               ./usr/share/metainfo/org.oiestudio.OieStudio.metainfo.xml ./usr/share/man/man1/oie-score.1)
    string(FIND "${contents}" " ${file}" at)
    if(at LESS 0)
      message(FATAL_ERROR "${deb} lacks ${file}")
    endif()
  endforeach()
  execute_process(COMMAND dpkg-deb -x "${deb}" "${scratch}/root" RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -x failed")
  endif()
  expect_version("${scratch}/root/usr/bin/oie-score")
else()
  message(FATAL_ERROR "CheckPackage: MODE is install or deb")
endif()
file(REMOVE_RECURSE "${scratch}")
