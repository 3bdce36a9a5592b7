# replay_add_game(<name> SOURCES <file>... TESTS <file>...), called from a game's folder
# (libreplay/<name>/CMakeLists.txt): what the build needs of a game, said once.
# - SOURCES join the one library `replay`;
# - <name> joins the games the build knows (global property REPLAY_GAMES: one fuzz target per
#   game in tests/fuzz/, and tests/registry_test.cc checks the list against libreplay/games.cc);
# - TESTS, beside the engine, join the one gtest binary (REPLAY_GAME_TESTS, tests/CMakeLists.txt).
function(replay_add_game name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES;TESTS")
  if(arg_UNPARSED_ARGUMENTS OR NOT arg_SOURCES)
    message(FATAL_ERROR "replay_add_game(${name}): SOURCES <file>... [TESTS <file>...], "
                        "not '${arg_UNPARSED_ARGUMENTS}'")
  endif()
  target_sources(replay PRIVATE ${arg_SOURCES})
  set_property(GLOBAL APPEND PROPERTY REPLAY_GAMES ${name})
  list(TRANSFORM arg_TESTS PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/)
  set_property(GLOBAL APPEND PROPERTY REPLAY_GAME_TESTS ${arg_TESTS})
endfunction()
