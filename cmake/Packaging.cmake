# The Linux package: `cmake --install` puts the two programs, the translations, the desktop
# entry, the icons (hicolor PNG sizes and the scalable SVG), the AppStream metainfo and the
# man pages where a desktop expects them; `cpack -G DEB` (in the build folder) builds a .deb
# whose Depends are the Debian packages the programs need at run time. The version is the
# project's (CMakeLists.txt, project(... VERSION)): --version of both programs and the About box.
include(GNUInstallDirs)

set(oie_icon_sizes 16 22 24 32 48 64 128 256)
if(OIE_WITH_GUI)
  find_package(Qt6 6.4 REQUIRED COMPONENTS Svg)
endif()
if(OIE_WITH_GUI)
  # PNG icons rendered from the SVG at build time (a build tool, never installed).
  add_executable(oie-render-icons ${PROJECT_SOURCE_DIR}/resources/render-icons.cpp)
  target_link_libraries(oie-render-icons PRIVATE Qt6::Gui Qt6::Svg oie_options)
  set(oie_icon_dir ${CMAKE_BINARY_DIR}/icons/hicolor)
  set(oie_icon_pngs)
  foreach(size IN LISTS oie_icon_sizes)
    list(APPEND oie_icon_pngs ${oie_icon_dir}/${size}x${size}/apps/oie-studio.png)
  endforeach()
  add_custom_command(OUTPUT ${oie_icon_pngs}
    COMMAND oie-render-icons ${PROJECT_SOURCE_DIR}/resources/icons/oie-studio.svg ${oie_icon_dir} ${oie_icon_sizes}
    DEPENDS oie-render-icons ${PROJECT_SOURCE_DIR}/resources/icons/oie-studio.svg
    COMMENT "Rendering the hicolor icons")
  add_custom_target(oie-icons ALL DEPENDS ${oie_icon_pngs})

  install(FILES ${PROJECT_SOURCE_DIR}/resources/oie-studio.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/org.oiestudio.OieStudio.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/oie-studio.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  install(DIRECTORY ${oie_icon_dir}/ DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor)
  # The translations are embedded in the program (:/i18n); the .qm files are installed too,
  # for translators and for tools that list a package's languages.
  foreach(language en de fr zh_CN)
    install(FILES ${CMAKE_BINARY_DIR}/translations/oie_studio_${language}.qm
      DESTINATION ${CMAKE_INSTALL_DATADIR}/oie-studio/translations)
  endforeach()
  install(FILES ${PROJECT_SOURCE_DIR}/docs/man/oie-studio.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/docs/man/oie-score.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CPACK_PACKAGE_NAME oie-studio)
set(CPACK_PACKAGE_VENDOR "OIE Studio")
set(CPACK_PACKAGE_CONTACT "OIE Studio maintainers <oie-studio@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Score and annotate Open Information Extraction benchmarks (BenchIE, CaRB)")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/oie-studio/oie-studio")
# What the programs load at run time: Qt 6 (the xcb platform plugin is in libqt6gui6),
# QCustomPlot, the English tagger's model (liblingua-en-tagger-perl, read by PosTagger) and
# WordNet's noun data (wordnet-base, read by the OIE2016 lemmatiser).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libc6, libstdc++6, libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6svg6 (>= 6.4), libqt6printsupport6 (>= 6.4), libqcustomplot2.1-qt6, liblingua-en-tagger-perl, wordnet-base")
include(CPack)
