#include "engine/move_text.h"

#include <string>

#include "notation/write.h"

namespace replay {
namespace {

using Json = nlohmann::json;

// A card with what it carries: a capture or a build, a belote/pilotta call, declarations.
Message CardMove(const Json& a, bool xeri) {
  const std::string card = ShownValue(a["card"]);
  Message out = card;
  if (a.contains("take") && a["take"].is_array())
    out = Tr("{} takes {}", card, ShownCards(a["take"]));
  else if (a.contains("build") && a["build"].is_array())
    out =
        Tr("{} builds {} = {}", card, ShownCards(a["build"]), ShownValue(a.value("value", Json())));
  // Apart, not "{} — xeri": a translation equal to its msgid (Spanish keeps "xeri") would make
  // the whole sentence English (core/message.h).
  if (xeri || (a.contains("xeri") && a["xeri"] == true)) out += Message(" — ") + Tr("xeri");
  if (a.contains("say")) out = Tr("{}, says {}", out, ShownValue(a["say"]));
  if (a.contains("declare") && a["declare"].is_array()) {
    std::string melds;
    for (const Json& m : a["declare"]) melds += (melds.empty() ? "" : ", ") + ShownCards(m);
    out = a.value("shown", true) == false ? Tr("{}, declares {} (not shown)", out, melds)
                                          : Tr("{}, declares {}", out, melds);
  }
  return out;
}

}  // namespace

std::string ShownValue(const Json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

std::string ShownCards(const Json& list) {
  std::string out;
  for (const Json& c : list) out += (out.empty() ? "" : " ") + ShownValue(c);
  return out;
}

nlohmann::json ActionJson(const json::Value& action, Deck deck) {
  return nlohmann::json::parse(WriteAction(action, deck));
}

Message MoveWords(const Json& a, bool xeri) {
  if (a.is_string()) return a == "pass" ? Tr("pass") : Message(a.get<std::string>());
  if (!a.is_object()) return Message(a.dump());
  if (a.contains("card")) return CardMove(a, xeri);
  if (a.value("pass", false) == true) return Tr("pass");
  if (a.contains("bid"))
    return a["bid"] == "capot"
               ? Tr("bids capot in {}", ShownValue(a.value("trump", Json())))
               : Tr("bids {} in {}", ShownValue(a["bid"]), ShownValue(a.value("trump", Json())));
  if (a.value("double", false) == true) return Tr("doubles");
  if (a.value("redouble", false) == true) return Tr("redoubles");
  if (a.value("take", false) == true) return Tr("takes the turned card's suit as trumps");
  if (a.contains("trump")) return Tr("names {} as trumps", ShownValue(a["trump"]));
  if (a.contains("exchange"))
    return Tr("exchanges {} for the face-up card", ShownValue(a["exchange"]));
  if (a.contains("sing")) return Tr("sings in {}", ShownValue(a["sing"]));
  if (a.contains("tute"))
    return a["tute"] == "kings" ? Tr("tute of kings")
           : a["tute"] == "knights" ? Tr("tute of knights")
                                    : Tr("tute of {}", ShownValue(a["tute"]));
  if (a.value("capote", false) == true) return Tr("calls capote");
  if (a.value("claim", false) == true) return Tr("claims to have reached the target");
  // A form this writer does not know (no valid record has one): its notation, as is.
  return Message(a.dump());
}

}  // namespace replay
