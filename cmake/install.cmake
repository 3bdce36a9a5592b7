# cmake --install: the tools in bin/, the man pages in share/man/man1 and man5, the library and
# its headers under include/replay/<module>/, a CMake package (find_package(replay) gives
# replay::replay and replay::store), a pkg-config file (replay.pc) and bash completions.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(REPLAY_TOOLS replay-validate replay-score replay-show replay-gen replay-import replay-stats
                 replay-filter replay-diff replay-review)
install(TARGETS ${REPLAY_TOOLS} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

file(GLOB man1 ${PROJECT_SOURCE_DIR}/man/*.1)
file(GLOB man5 ${PROJECT_SOURCE_DIR}/man/*.5)
install(FILES ${man1} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${man5} DESTINATION ${CMAKE_INSTALL_MANDIR}/man5)
# House-rule profiles (libreplay/profile): the tools find them at <bin>/../share/replay/profiles,
# so the bin and data directories must stay siblings (the GNU defaults are).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/profiles/ DESTINATION ${CMAKE_INSTALL_DATADIR}/replay/profiles
        FILES_MATCHING PATTERN "*.json")

# Headers keep their module folders; test helpers are not part of the interface. The package and
# replay.pc put include/replay on the include path, so "core/card.h" resolves as in the tree;
# renaming the includes to "replay/core/card.h" (no generic core/, engine/ on a user's path) is
# a follow-up, kept out of this change so as not to collide with the engine redesign.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/libreplay/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/replay
        FILES_MATCHING PATTERN "*.h"
        PATTERN "*_test_util.h" EXCLUDE)

set_target_properties(replay PROPERTIES EXPORT_NAME replay)
set_target_properties(replay_store PROPERTIES EXPORT_NAME store)
install(TARGETS replay replay_store EXPORT replayTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
set(config_dir ${CMAKE_INSTALL_LIBDIR}/cmake/replay)
install(EXPORT replayTargets NAMESPACE replay:: DESTINATION ${config_dir})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/replayConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/replayConfig.cmake
                              INSTALL_DESTINATION ${config_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/replayConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/replayConfig.cmake
              ${PROJECT_BINARY_DIR}/replayConfigVersion.cmake
        DESTINATION ${config_dir})

# A sanitizer build's library needs the sanitizer runtime in whatever links it.
# -pthread: the library runs --jobs on threads (notation/pipeline.h).
set(REPLAY_PC_LIBS "-lreplay -pthread")
if(REPLAY_SANITIZE)
  target_link_options(replay INTERFACE -fsanitize=address,undefined)
  string(APPEND REPLAY_PC_LIBS " -fsanitize=address,undefined")
endif()

# pkg-config: the prefix is the one given at install time (cmake --install --prefix P).
install(CODE "
  set(CMAKE_INSTALL_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  set(CMAKE_INSTALL_LIBDIR \"${CMAKE_INSTALL_LIBDIR}\")
  set(CMAKE_INSTALL_INCLUDEDIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
  set(PROJECT_VERSION \"${PROJECT_VERSION}\")
  set(REPLAY_PC_LIBS \"${REPLAY_PC_LIBS}\")
  configure_file(\"${PROJECT_SOURCE_DIR}/cmake/replay.pc.in\" \"${PROJECT_BINARY_DIR}/replay.pc\" @ONLY)
  file(INSTALL \"${PROJECT_BINARY_DIR}/replay.pc\"
       DESTINATION \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig\")
")

# One completion script serves every tool (it reads the options from the tool's --help).
foreach(tool IN LISTS REPLAY_TOOLS)
  install(FILES ${PROJECT_SOURCE_DIR}/completions/replay.bash
          DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME ${tool})
endforeach()
