#include "pilotta/pilotta_auction.h"

#include <fmt/format.h>

#include "belote/belote.h"
#include "core/card.h"

namespace replay::pilotta {
using belote::kDeck;

namespace {

std::string BidText(long value, bool capot) {
  return capot ? std::string("capot") : std::to_string(value);
}

Message HighText(const Contract& c) {
  return Tr("{} {} by seat {}", BidText(c.value, c.capot), SuitLetter(c.trump, kDeck),
                     c.seat);
}

}  // namespace

std::string CallText(const Call& call) {
  switch (call.kind) {
    case CallKind::kPass: return "\"pass\"";
    case CallKind::kDouble: return "{\"double\":true}";
    case CallKind::kRedouble: return "{\"redouble\":true}";
    case CallKind::kBid:
      return fmt::format("{{\"bid\":{},\"trump\":\"{}\"}}",
                         call.capot ? std::string("\"capot\"") : std::to_string(call.value),
                         SuitLetter(call.trump, kDeck));
  }
  return {};
}

DecodedCall DecodeCall(const json::Value& a) {
  DecodedCall out;
  Call call;
  if (a.IsString()) {
    if (a.string != "pass") {
      out.error = Tr("\"{}\" is not a call; a call is \"pass\", a bid "
                              "{{\"bid\": 90, \"trump\": \"S\"}}, {{\"double\": true}} or "
                              "{{\"redouble\": true}}", a.string);
      return out;
    }
    out.call = call;
    return out;
  }
  if (!a.IsObject()) {
    out.error = Tr("a call is \"pass\" or an object, not {}", json::TypeText(a.type));
    return out;
  }
  const json::Value* bid = nullptr;
  const json::Value* trump = nullptr;
  int forms = 0;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    if (key == "pass" || key == "double" || key == "redouble") {
      if (!v.IsBool() || !v.boolean) {
        out.error = Tr("`{}` must be true", key);
        return out;
      }
      call.kind = key == "pass" ? CallKind::kPass
                  : key == "double" ? CallKind::kDouble : CallKind::kRedouble;
      ++forms;
    } else if (key == "bid") {
      bid = &v;
      call.kind = CallKind::kBid;
      ++forms;
    } else if (key == "trump") {
      trump = &v;
    } else if (key == "seat") {
      if (!v.IsInt()) {
        out.error = Tr("`seat` must be a seat number");
        return out;
      }
      out.seat = long(v.integer);
    } else if (key == "comment") {
      if (!v.IsString()) {
        out.error = Tr("`comment` must be a string");
        return out;
      }
    } else {
      out.error = Tr("a call has no key \"{}\" (pass, bid, trump, double, redouble, seat, "
                              "comment)", key);
      return out;
    }
  }
  if (forms != 1) {
    out.error = forms == 0 ? Tr("the call says neither pass, bid, double nor redouble")
                           : Tr("a call is one of pass, bid, double and redouble, not several");
    return out;
  }
  if (trump && !bid) {
    out.error = Tr("`trump` goes only with `bid`");
    return out;
  }
  if (bid) {
    if (!trump) {
      out.error = Tr("a bid needs its `trump` suit");
      return out;
    }
    call.trump = trump->IsString() ? ParseSuit(trump->string, kDeck) : -1;
    if (call.trump < 0) {
      out.error = Tr("`trump` must be a suit: S, H, D or C");
      return out;
    }
    // PIL-8 judges the value; here it is only read.
    call.value_text = bid->IsString() ? fmt::format("\"{}\"", bid->string)
                      : bid->IsNumber() ? std::string(bid->string)
                                        : std::string(json::TypeName(bid->type));
    if (bid->IsString() && bid->string == "capot") {
      call.capot = true;
      call.value = kCapot;
    } else if (bid->IsInt() && bid->integer >= 0 && bid->integer <= kMaxBid) {
      call.value = long(bid->integer);
    } else {
      call.value = -1;
    }
  }
  out.call = call;
  return out;
}

std::optional<Violation> Auction::Check(const Call& call) const {
  const int seat = ToCall();
  if (over_)  // PIL-13
    return Violation{"pilotta/auction-closed", "PIL-13",
                     high_ ? Tr("the auction is over: three passes followed the last "
                                "call, so {} {} stands and no call follows",
                                Tr("the contract"), HighText(*high_))
                           : Tr("the auction is over: all four players passed, the deal is void "
                                "and no call follows")};
  switch (call.kind) {
    case CallKind::kPass: return std::nullopt;
    case CallKind::kBid: {
      if (!call.capot && (call.value < kMinBid || call.value % 10 != 0))  // PIL-8
        return Violation{"pilotta/bad-bid-value", "PIL-8",
                         Tr("a bid of {} is not allowed: a bid is \"capot\" or a "
                                     "multiple of 10 from 80 up", call.value_text)};
      if (high_ && call.value <= high_->value)  // PIL-9
        return Violation{
            "pilotta/bid-too-low", "PIL-9",
            Tr("a bid of {} does not exceed the highest bid, {}{}",
                        BidText(call.value, call.capot), HighText(*high_),
                        high_->capot || call.capot ? " (capot counts as 250)" : "")};
      if (doubled_)  // PIL-10
        return Violation{"pilotta/bid-after-double", "PIL-10",
                         Tr("{} is doubled; no bid follows a double",
                                     HighText(*high_))};
      return std::nullopt;
    }
    case CallKind::kDouble:  // PIL-11
      if (!high_)
        return Violation{"pilotta/bad-double", "PIL-11", Tr("there is no bid to double")};
      if (doubled_)
        return Violation{"pilotta/bad-double", "PIL-11",
                         Tr("{} is already doubled", HighText(*high_))};
      if (seat % 2 == high_->Side())
        return Violation{"pilotta/bad-double", "PIL-11",
                         Tr("the highest bid, {}, is this player's own side's; only "
                                     "the other side may double", HighText(*high_))};
      return std::nullopt;
    case CallKind::kRedouble:  // PIL-12
      if (!doubled_)
        return Violation{"pilotta/bad-redouble", "PIL-12",
                         high_ ? Tr("{} is not doubled, so it can't be redoubled",
                                             HighText(*high_))
                               : Message(Tr("there is no doubled bid to redouble"))};
      if (redoubled_)
        return Violation{"pilotta/bad-redouble", "PIL-12",
                         Tr("{} is already redoubled", HighText(*high_))};
      if (seat % 2 != high_->Side())
        return Violation{"pilotta/bad-redouble", "PIL-12",
                         Tr("only the side of the bidder of {} may redouble; this "
                                     "player is a defender", HighText(*high_))};
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<Violation> Auction::Apply(const Call& call) {
  if (auto v = Check(call)) return v;
  const int seat = ToCall();
  ++calls_;
  switch (call.kind) {
    case CallKind::kPass:
      ++passes_;
      if (passes_ == (high_ ? 3 : 4)) over_ = true;
      return std::nullopt;
    case CallKind::kBid:
      high_ = Contract{seat, call.value, call.capot, call.trump, 1};
      break;
    case CallKind::kDouble:
      doubled_ = true;
      high_->multiplier = 2;
      break;
    case CallKind::kRedouble:
      redoubled_ = true;
      high_->multiplier = 4;
      break;
  }
  passes_ = 0;
  return std::nullopt;
}

Message Auction::LegalText() const {
  if (over_) return Tr("none, the auction is over");
  Message out = "pass";
  const int side = ToCall() % 2;
  if (!doubled_) {
    long min = high_ ? high_->value + 10 : kMinBid;
    out += Tr(", a bid of {} or more", min);
    if (min <= kCapot) out += Tr(" or capot");
  }
  if (high_ && !doubled_ && side != high_->Side()) out += ", double";
  if (doubled_ && !redoubled_ && side == high_->Side()) out += ", redouble";
  return out;
}

std::vector<Call> Auction::LegalCalls(long max_bid) const {
  std::vector<Call> out;
  if (over_) return out;
  out.push_back(Call{});
  for (long v = kMinBid; v <= max_bid + 10; v += 10)
    for (int suit = 0; suit < 4; ++suit) {
      bool capot = v > max_bid;  // the capot bids come after the numeric ones
      Call bid{CallKind::kBid, capot ? kCapot : v, capot, suit, {}};
      if (!Check(bid)) out.push_back(bid);
    }
  for (CallKind kind : {CallKind::kDouble, CallKind::kRedouble}) {
    Call c{kind, 0, false, 0, {}};
    if (!Check(c)) out.push_back(c);
  }
  return out;
}

}  // namespace replay::pilotta
