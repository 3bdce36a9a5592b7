#include "review/page.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "chart/chart.h"
#include "chart/match.h"
#include "core/text.h"
#include "engine/show.h"
#include "review/annotate.h"

namespace replay::review {
namespace {

// The note on the move that led to the board after `k` actions of hand `h` (k = 0: the deal).
PiecedText MoveNote(const Record& record, const HandOutcome& hand, size_t h, size_t k,
                    const std::map<size_t, HandReview>& tricks, const nlohmann::json& board) {
  auto text = [](std::string_view note) {
    PiecedText out;
    AddText(out, note);
    return out;
  };
  if (k == 0) return text("the deal: no move yet");
  const size_t action = k - 1;
  if (hand.takes && action < hand.takes->size())
    return TakeNotePieces(record, (*hand.takes)[action]);
  if (auto it = tricks.find(h); it != tricks.end()) {
    const json::Value* auction = record.hands[h].auction;
    const size_t calls = auction ? auction->size : 0;
    if (action < calls)
      return text(fmt::format("{}: an auction call, not reviewed (the review is of the card play)",
                              TerminalSafe(board.value("last", ""))));
    const HandReview& review = it->second;
    for (size_t k = 0; k < review.cards.size(); ++k)
      if (calls + review.play_index[k] == action)
        return CardNotePieces(record, review.cards[k], review.deck);
    if (review.first_trick > 0 && !review.play_index.empty() &&
        action - calls < review.play_index[0])
      return text(fmt::format("{} (not reviewed: the review starts at trick {}, where the solver "
                              "is exact)", TerminalSafe(board.value("last", "")),
                              review.first_trick + 1));
  }
  // No review of this move (a hand not played out, a cante): the move as the notation writes it.
  return text(fmt::format("{} (not reviewed)", TerminalSafe(board.value("last", ""))));
}

std::string HandSummary(const Record& record, const HandOutcome& hand, size_t h,
                        const std::map<size_t, HandReview>& tricks) {
  if (hand.takes) return TakesNote(*hand.takes);
  if (auto it = tricks.find(h); it != tricks.end()) return HandNote(it->second);
  if (record.game == "tute")
    return "no card play to review (a score-sheet line, a partial hand, or a hand ended by a "
           "tute or a capote)";
  return "no card play to review (a score-sheet line or a partial hand)";
}

// A JSON string for a <script> element: "<" ">" "&" written as \u escapes, so no text from a
// record can close the element or open a comment, and U+2028 U+2029 too (line ends to older
// script parsers); bytes that are not UTF-8 become U+FFFD.
std::string ScriptString(std::string_view text) {
  const std::string json = nlohmann::json(text).dump(-1, ' ', false,
                                                     nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(json.size());
  for (size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '<') out += "\\u003c";
    else if (c == '>') out += "\\u003e";
    else if (c == '&') out += "\\u0026";
    else if (json.compare(i, 3, "\xe2\x80\xa8") == 0) out += "\\u2028", i += 2;
    else if (json.compare(i, 3, "\xe2\x80\xa9") == 0) out += "\\u2029", i += 2;
    else out += c;
  }
  return out;
}

// The match's names, each written once in its data ("names"), by their text.
class Names {
 public:
  explicit Names(const Record& record) {
    for (size_t s = 0; s < record.players.size(); ++s)
      index_.try_emplace(TerminalSafe(record.PlayerName(int(s))), index_.size());
  }
  // ["name 0", "name 1", …]
  std::string TableJson() const {
    std::vector<const std::string*> names(index_.size());
    for (const auto& [name, i] : index_) names[i] = &name;
    std::string out = "[";
    for (const std::string* name : names) out += (out.size() > 1 ? "," : "") + ScriptString(*name);
    return out + "]";
  }
  // Text pieces as the page's script reads them: text as a JSON string, a name as its number in
  // TableJson(), spaces as {"pad": n}. A name not there (none should be: boards and notes name the
  // record's players) is written out in full.
  std::string PiecesJson(const PiecedText& text) const {
    std::string out = "[";
    for (const TextPiece& p : text) {
      if (out.size() > 1) out += ",";
      const auto it = p.kind == TextPiece::kName ? index_.find(p.text) : index_.end();
      if (it != index_.end()) out += std::to_string(it->second);
      else if (p.kind == TextPiece::kPad) out += fmt::format("{{\"pad\":{}}}", p.text.size());
      else out += ScriptString(p.text);
    }
    return out + "]";
  }

 private:
  std::unordered_map<std::string, size_t> index_;
};

constexpr std::string_view kStyle = R"(
body{font-family:system-ui,sans-serif;margin:0;color:#111;background:#fafafa}
header{padding:.6em 1em;border-bottom:1px solid #999;background:#fff}
h1{font-size:1.2em;margin:0 0 .3em}
#counter{font-weight:bold;font-size:1.1em}
main{display:grid;grid-template-columns:minmax(30em,auto) 1fr;gap:1em;padding:1em}
pre{font-family:ui-monospace,monospace;font-size:14px;background:#fff;border:1px solid #999;
padding:.8em;margin:0;white-space:pre;overflow-x:auto}
section{background:#fff;border:1px solid #999;padding:.6em .8em;margin-bottom:1em}
h2{font-size:1em;margin:0 0 .3em}
p{margin:.2em 0}
.chart svg{max-width:100%;height:auto}
kbd{border:1px solid #777;border-radius:3px;padding:0 .3em;font-family:inherit}
button{font:inherit}
@media (max-width:60em){main{grid-template-columns:1fr}}
)";

// The stepping: ←/→ a move (across hands and matches), ↑/↓ a hand, Home/End the match's first
// and last move; the place is kept in the fragment (#r=0&h=1&m=5), so a link opens at a move.
constexpr std::string_view kScript = R"(
(function(){
const data={matches:[...document.querySelectorAll('script.review-match')]
  .map(e=>JSON.parse(e.textContent))};
const $=id=>document.getElementById(id);
const charts=[...document.querySelectorAll('.chart')];
let r=0,h=0,m=0;
const hands=()=>data.matches[r].hands;
const steps=()=>hands()[h].steps;
// A board or a note is a list of pieces: text, the number of one of the match's names (each
// written once per match), or {pad: n}, n spaces.
const piece=p=>typeof p==='string'?p:typeof p==='number'?data.matches[r].names[p]:' '.repeat(p.pad);
const fill=t=>t.map(piece).join('');
function show(){
  if(!data.matches.length)return;
  const st=steps()[m];
  $('board').textContent=fill(st.board);
  $('counter').textContent='hand '+h+', move '+m+' of '+(steps().length-1);
  $('move-note').textContent=fill(st.note)||'—';
  $('hand-note').textContent=hands()[h].summary;
  // The match's title is its chart's, which holds it already.
  $('title').textContent=charts[r].querySelector('title').textContent;
  charts.forEach((c,i)=>{c.hidden=i!==r;});
  document.querySelectorAll('.chart .step-band').forEach(b=>{
    b.setAttribute('visibility',b.dataset.step==String(h)?'visible':'hidden');});
  history.replaceState(null,'','#r='+r+'&h='+h+'&m='+m);
}
function next(){
  if(m+1<steps().length)m++;
  else if(h+1<hands().length){h++;m=0;}
  else if(r+1<data.matches.length){r++;h=0;m=0;}
}
function prev(){
  if(m>0)m--;
  else if(h>0){h--;m=steps().length-1;}
  else if(r>0){r--;h=hands().length-1;m=steps().length-1;}
}
function hand(d){const g=h+d;if(g>=0&&g<hands().length){h=g;m=0;}}
const keys={ArrowRight:next,ArrowLeft:prev,ArrowDown:()=>hand(1),ArrowUp:()=>hand(-1),
  Home:()=>{h=0;m=0;},End:()=>{h=hands().length-1;m=steps().length-1;}};
document.addEventListener('keydown',e=>{
  const f=keys[e.key];
  if(!f||e.altKey||e.ctrlKey||e.metaKey||!data.matches.length)return;
  e.preventDefault();f();show();});
$('prev').onclick=()=>{prev();show();};
$('next').onclick=()=>{next();show();};
const want=new URLSearchParams(location.hash.slice(1));
const pick=(k,n)=>Math.min(Math.max(parseInt(want.get(k),10)||0,0),n-1);
if(data.matches.length){
  r=pick('r',data.matches.length);h=pick('h',hands().length);m=pick('m',steps().length);
}
show();
})();
)";

}  // namespace

Page::Page(ReplayOptions options, Sink write) : options_(options), write_(std::move(write)) {
  // The title says there is no match until the script shows the first one's.
  write_(fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>replay-review</title>\n<style>{}</style>\n</head>\n<body>\n"
      "<header><h1 id=\"title\">no valid match to review</h1>\n"
      "<button id=\"prev\" type=\"button\" title=\"previous move (←)\">◀</button>\n"
      "<span id=\"counter\" aria-live=\"polite\"></span>\n"
      "<button id=\"next\" type=\"button\" title=\"next move (→)\">▶</button>\n"
      "<small><kbd>←</kbd> <kbd>→</kbd> move · <kbd>↑</kbd> <kbd>↓</kbd> hand · "
      "<kbd>Home</kbd> <kbd>End</kbd> first and last move</small></header>\n"
      "<main>\n<div><pre id=\"board\"></pre></div>\n<div>\n"
      "<section><h2>The move</h2><p id=\"move-note\"></p></section>\n"
      "<section><h2>The hand</h2><p id=\"hand-note\"></p></section>\n"
      "<section><h2>The running score</h2>\n",
      kStyle));
}

// The match's chart, then its data, written as they are made (the match's title is the chart's):
//   {"names": […],
//    "hands": [{"summary": …, "steps": [{"board": […], "note": […]}, …]}, …]}
void Page::Add(const Record& record, const MatchOutcome& outcome, std::string_view input,
               size_t index, const std::map<size_t, HandReview>& tricks) {
  const chart::Figure figure = chart::MatchFigure(record, outcome, input, index, true);
  std::string svg = chart::Document(figure.title, {figure});
  // Inline in HTML, the SVG needs no XML declaration (an HTML parser would keep it as a comment).
  if (svg.rfind("<?xml", 0) == 0) svg.erase(0, svg.find('\n') + 1);
  write_(fmt::format("<div class=\"chart\" hidden>\n{}</div>\n", svg));
  const Names names(record);
  write_(fmt::format("<script type=\"application/json\" class=\"review-match\">"
                     "{{\"names\":{},\"hands\":[",
                     names.TableJson()));
  const Game* game = FindGame(record.game);
  for (size_t h = 0; h < outcome.hands.size() && h < record.hands.size(); ++h) {
    const HandOutcome& hand = outcome.hands[h];
    write_(fmt::format("{}{{\"summary\":{},\"steps\":[", h ? "," : "",
                       ScriptString(HandSummary(record, hand, h, tricks))));
    // Each board replays the hand to its move, as replay-show does: the board is the game's,
    // and a hand is short enough that doing so at every move costs nothing to speak of.
    Diagnostics ignored;  // the record is valid: its diagnostics are already reported
    Reporter reporter(record, ignored);
    std::optional<nlohmann::json> deal;
    if (game && record.hands[h].cards) deal = game->Show(record, options_, int(h), 0, reporter);
    const int moves = deal ? deal->value("moves", 0) : 0;
    int written = 0;
    for (int k = 0; deal && k <= moves; ++k, ++written) {
      std::optional<nlohmann::json> board =
          k == 0 ? deal : game->Show(record, options_, int(h), k, reporter);
      if (!board) break;
      write_(fmt::format("{}{{\"board\":{},\"note\":{}}}", k ? "," : "",
                         names.PiecesJson(BoardPieces(*board)),
                         names.PiecesJson(MoveNote(record, hand, h, size_t(k), tricks, *board))));
    }
    if (written == 0)
      write_(fmt::format("{{\"board\":[{}],\"note\":[]}}",
                         ScriptString("(no position: the hand has no dealt cards)\n")));
    write_("]}");
  }
  write_("]}</script>\n");
}

void Page::Finish() {
  write_(fmt::format("</section>\n</div>\n</main>\n<script>{}</script>\n</body>\n</html>\n",
                     kScript));
}

}  // namespace replay::review
