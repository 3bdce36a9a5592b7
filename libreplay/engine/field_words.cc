#include "engine/field_words.h"

#include "core/message.h"

namespace replay {
namespace {

// Every field word a person may read, marked for xgettext (po/); sorted for the eye only.
constexpr const char* kFieldWords[] = {
    REPLAY_N_("auction"),      REPLAY_N_("belote"),      REPLAY_N_("bid"),
    REPLAY_N_("called"),       REPLAY_N_("cantes"),      REPLAY_N_("capot"),
    REPLAY_N_("capote"),       REPLAY_N_("card_points"), REPLAY_N_("cards"),
    REPLAY_N_("claim"),        REPLAY_N_("contract"),    REPLAY_N_("declarations"),
    REPLAY_N_("double"),       REPLAY_N_("end"),         REPLAY_N_("exchange"),
    REPLAY_N_("games"),        REPLAY_N_("hanging"),     REPLAY_N_("high_bid"),
    REPLAY_N_("kings"),        REPLAY_N_("knights"),     REPLAY_N_("last_trick"),
    REPLAY_N_("made"),         REPLAY_N_("over"),        REPLAY_N_("penalty"),
    REPLAY_N_("pilotta"),      REPLAY_N_("play"),        REPLAY_N_("points"),
    REPLAY_N_("raw"),          REPLAY_N_("round"),       REPLAY_N_("seat"),
    REPLAY_N_("side"),         REPLAY_N_("table"),       REPLAY_N_("trick"),
    REPLAY_N_("trick_points"), REPLAY_N_("tricks"),      REPLAY_N_("trump"),
    REPLAY_N_("turned"),       REPLAY_N_("winner"),      REPLAY_N_("xeri")};

}  // namespace

std::string FieldWord(std::string_view key) {
  for (const char* word : kFieldWords)
    if (key == word) return Localize(word);
  return std::string(key);
}

}  // namespace replay
