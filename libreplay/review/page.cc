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
#include "engine/move_text.h"
#include "review/annotate.h"

namespace replay::review {
namespace {

// The note on the move that led to the board after `k` actions of hand `h` (k = 0: the deal), and
// the move's grade (review/grade.h) when the review graded it. `last`: the move in words, as
// the step's "w" (made once a step by the caller).
struct StepNote {
  PiecedText note;
  Grade grade = Grade::kNone;
};

StepNote MoveNote(const Record& record, const HandOutcome& hand, size_t h, size_t k,
                  const std::map<size_t, HandReview>& tricks, std::string_view last,
                  const Thresholds& grades) {
  auto text = [](std::string_view note) {
    StepNote out;
    AddText(out.note, note);
    return out;
  };
  if (k == 0) return text(Tr("the deal: no move yet").Localized());
  const size_t action = k - 1;
  if (hand.takes && action < hand.takes->size()) {
    const TakeChoice& choice = (*hand.takes)[action];
    const Grade grade = grades.Of(Judge(choice).cost);
    return {TakeNotePieces(record, choice, grade), grade};
  }
  if (auto it = tricks.find(h); it != tricks.end()) {
    const json::Value* auction = record.hands[h].auction;
    const size_t calls = auction ? auction->size : 0;
    if (action < calls)
      return text(Tr("{}: an auction call, not reviewed (the review is of the card play)", last)
                      .Localized());
    const HandReview& review = it->second;
    for (size_t c = 0; c < review.cards.size(); ++c)
      if (calls + review.play_index[c] == action) {
        const Grade grade = grades.Of(review.cards[c].cost);
        return {CardNotePieces(record, review.cards[c], review.deck, grade), grade};
      }
    if (review.first_trick > 0 && !review.play_index.empty() &&
        action - calls < review.play_index[0])
      return text(Tr("{} (not reviewed: the review starts at trick {}, where the solver is exact)",
                     last, review.first_trick + 1)
                      .Localized());
  }
  // No review of this move (a hand not played out, a cante): the move in words.
  return text(Tr("{} (not reviewed)", last).Localized());
}

std::string HandSummary(const Record& record, const HandOutcome& hand, size_t h,
                        const std::map<size_t, HandReview>& tricks) {
  if (hand.takes) return TakesNote(*hand.takes);
  if (auto it = tricks.find(h); it != tricks.end()) return HandNote(it->second);
  if (record.game == "tute")
    return Tr("no card play to review (a score-sheet line, a partial hand, or a hand ended by a "
              "tute or a capote)").Localized();
  return Tr("no card play to review (a score-sheet line or a partial hand)").Localized();
}

// A JSON value for a <script> element: "<" ">" "&" written as \u escapes, so no text from a
// record can close the element or open a comment, and U+2028 U+2029 too (line ends to older
// script parsers); bytes that are not UTF-8 become U+FFFD.
std::string ScriptJson(const nlohmann::json& value) {
  const std::string json = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
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

// A JSON string for a <script> element, as ScriptJson.
std::string ScriptString(std::string_view text) { return ScriptJson(nlohmann::json(text)); }

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

// Text in the page's markup (the head's words, translated by people, not the record's).
std::string HtmlText(std::string_view text) { return chart::XmlEscape(text); }

// The match's title for a person: its tags' title, as its chart's (chart::TagsTitle), else the
// input's base name (never its whole path), with the record's number counted from 1 when the
// input holds more than one.
std::string MatchTitle(const Record& record, std::string_view input, size_t index) {
  std::string title = TerminalSafe(chart::TagsTitle(record));
  if (!title.empty()) return title;
  title = TerminalSafe(chart::InputName(input));
  if (index > 0) title += std::string(kSeparator) + Tr("record {}", index + 1).Localized();
  return title;
}

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
#moves{margin:.4em 0 0;padding-left:2.5em;max-height:24em;overflow-y:auto}
#moves li{cursor:pointer}
#moves li[aria-current]{background:#ddd;font-weight:bold}
.g1{background:#fff6d5}.g2{background:#ffe0b8}.g3{background:#ffc9c9}
pre.g1{border:3px solid #b08800}pre.g2{border:3px solid #c25e00}pre.g3{border:3px solid #b00020}
#mark{font-weight:bold;margin:0 0 .3em}
@media (max-width:60em){main{grid-template-columns:1fr}}
)";

// The stepping: ←/→ a move (across hands and matches), ↑/↓ a hand, Home/End the match's first
// and last move, n/p (and the button) the next and previous mistake or blunder; a click on the
// move list goes to that move. The place is the fragment (#r=0&h=1&m=5: indexes from 0, m the
// actions applied), so a link opens at a move; a jump (a mistake, a click, Home/End) is a new
// history entry and a step replaces the current one, and the page follows the fragment when it
// changes (Back, Forward, a link).
constexpr std::string_view kScript = R"(
(function(){
const data={matches:[...document.querySelectorAll('script.review-match')]
  .map(e=>JSON.parse(e.textContent))};
const $=id=>document.getElementById(id);
const W=JSON.parse($('words').textContent);
// The catalogue's format strings: {} in order, or {0} {1} … where a language reorders them.
const fmt=(t,...a)=>{let i=0;return t.replace(/\{(\d*)\}/g,(_,n)=>String(a[n===''?i++:+n]));};
const charts=[...document.querySelectorAll('.chart')];
let p={r:0,h:0,m:0},listed='';
const handsOf=q=>data.matches[q.r].hands;
const stepsOf=q=>handsOf(q)[q.h].steps;
// A board or a note is a list of pieces: text, the number of one of the match's names (each
// written once per match), or {pad: n}, n spaces.
const piece=x=>typeof x==='string'?x:typeof x==='number'?data.matches[p.r].names[x]:' '.repeat(x.pad);
const fill=t=>t.map(piece).join('');
const mark=g=>g?W.marks[g]+' '+W.grades[g]:'';
function list(){
  const ol=$('moves');ol.textContent='';
  stepsOf(p).forEach((st,k)=>{
    if(!k)return;
    const li=document.createElement('li');
    li.value=k;li.dataset.m=k;
    li.textContent=st.w+(st.g?' '+W.marks[st.g]:'');
    if(st.g){li.className='g'+st.g;li.title=W.grades[st.g];}
    li.onclick=()=>go({r:p.r,h:p.h,m:k},true);
    ol.appendChild(li);
  });
  listed=p.r+'/'+p.h;
}
function show(push){
  if(!data.matches.length)return;
  const st=stepsOf(p)[p.m],g=st.g||0;
  $('board').textContent=fill(st.board);
  $('board').className=g?'g'+g:'';
  $('mark').hidden=!g;$('mark').textContent=mark(g);
  $('counter').textContent=fmt(W.counter,p.h+1,p.m,stepsOf(p).length-1);
  $('move-note').textContent=fill(st.note)||'—';
  $('hand-note').textContent=handsOf(p)[p.h].summary;
  $('title').textContent=data.matches[p.r].title;
  document.title=data.matches[p.r].title+' — replay-review';
  charts.forEach((c,i)=>{c.hidden=i!==p.r;});
  document.querySelectorAll('.chart .step-band').forEach(b=>{
    b.setAttribute('visibility',b.dataset.step==String(p.h)?'visible':'hidden');});
  if(listed!==p.r+'/'+p.h)list();
  document.querySelectorAll('#moves li').forEach(li=>{
    if(li.dataset.m==String(p.m)){li.setAttribute('aria-current','step');li.scrollIntoView({block:'nearest'});}
    else li.removeAttribute('aria-current');});
  const hash='#r='+p.r+'&h='+p.h+'&m='+p.m;
  if(location.hash!==hash)history[push?'pushState':'replaceState'](null,'',hash);
}
function go(q,push){if(q){p=q;$('status').textContent='';show(push);}}
function fwd(q){
  if(q.m+1<stepsOf(q).length)return {r:q.r,h:q.h,m:q.m+1};
  if(q.h+1<handsOf(q).length)return {r:q.r,h:q.h+1,m:0};
  if(q.r+1<data.matches.length)return {r:q.r+1,h:0,m:0};
  return null;
}
function back(q){
  if(q.m>0)return {r:q.r,h:q.h,m:q.m-1};
  let o=null;
  if(q.h>0)o={r:q.r,h:q.h-1,m:0};
  else if(q.r>0){o={r:q.r-1,h:0,m:0};o.h=handsOf(o).length-1;}
  if(o)o.m=stepsOf(o).length-1;
  return o;
}
// The next (or previous) move graded a mistake or worse, in any hand or match.
function mistake(step){
  for(let q=step(p);q;q=step(q))if((stepsOf(q)[q.m].g||0)>=2)return q;
  return null;
}
function toMistake(step){
  const q=mistake(step);
  if(q)go(q,true);else $('status').textContent=W.none;
}
function hand(d){const g=p.h+d;if(g>=0&&g<handsOf(p).length)go({r:p.r,h:g,m:0},false);}
const keys={ArrowRight:()=>go(fwd(p),false),ArrowLeft:()=>go(back(p),false),
  ArrowDown:()=>hand(1),ArrowUp:()=>hand(-1),
  Home:()=>go({r:p.r,h:0,m:0},true),
  End:()=>{const q={r:p.r,h:handsOf(p).length-1,m:0};q.m=stepsOf(q).length-1;go(q,true);},
  n:()=>toMistake(fwd),p:()=>toMistake(back)};
document.addEventListener('keydown',e=>{
  const f=keys[e.key];
  if(!f||e.altKey||e.ctrlKey||e.metaKey||!data.matches.length)return;
  e.preventDefault();f();});
$('prev').onclick=()=>go(back(p),false);
$('next').onclick=()=>go(fwd(p),false);
$('next-mistake').onclick=()=>toMistake(fwd);
// The place the fragment names, each index within its range.
function fromHash(){
  if(!data.matches.length)return;
  const want=new URLSearchParams(location.hash.slice(1));
  const pick=(k,n)=>Math.min(Math.max(parseInt(want.get(k),10)||0,0),n-1);
  const q={r:pick('r',data.matches.length),h:0,m:0};
  q.h=pick('h',handsOf(q).length);q.m=pick('m',stepsOf(q).length);
  p=q;$('status').textContent='';show(false);
}
window.addEventListener('hashchange',fromHash);
window.addEventListener('popstate',fromHash);
fromHash();
})();
)";

}  // namespace

Page::Page(ReplayOptions options, Sink write, GradeScale grades)
    : options_(options), grades_(std::move(grades)), write_(std::move(write)) {
  // The words of the page's script, in the reader's language (core/message.h).
  const nlohmann::json words = {
      {"counter", Localize("hand {}, move {} of {}")},
      {"grades",
       {"", GradeWord(Grade::kInaccuracy).Localized(), GradeWord(Grade::kMistake).Localized(),
        GradeWord(Grade::kBlunder).Localized()}},
      {"marks", {"", "?!", "?", "??"}},
      {"none", Localize("no further mistake")}};
  // The title says there is no match until the script shows the first one's.
  write_(fmt::format(
      "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>replay-review</title>\n<style>{}</style>\n"
      "<script type=\"application/json\" id=\"words\">{}</script>\n</head>\n<body>\n"
      "<header><h1 id=\"title\">{}</h1>\n"
      "<button id=\"prev\" type=\"button\" title=\"{} (←)\">◀</button>\n"
      "<span id=\"counter\" aria-live=\"polite\"></span>\n"
      "<button id=\"next\" type=\"button\" title=\"{} (→)\">▶</button>\n"
      "<button id=\"next-mistake\" type=\"button\" title=\"{} (n)\">{} »</button>\n"
      "<span id=\"status\" aria-live=\"polite\"></span>\n"
      "<small><kbd>←</kbd> <kbd>→</kbd> {} · <kbd>↑</kbd> <kbd>↓</kbd> {} · "
      "<kbd>Home</kbd> <kbd>End</kbd> {} · <kbd>n</kbd> <kbd>p</kbd> {}</small></header>\n"
      "<main>\n<div><p id=\"mark\" hidden></p><pre id=\"board\"></pre></div>\n<div>\n"
      "<section><h2>{}</h2><p id=\"move-note\"></p></section>\n"
      "<section><h2>{}</h2><p id=\"hand-note\"></p><ol id=\"moves\"></ol></section>\n"
      "<section><h2>{}</h2>\n",
      // The page's language: the catalogue's own code for it ("el", "es"; "en" untranslated).
      HtmlText(Localize("en")), kStyle, ScriptJson(words),
      HtmlText(Localize("no valid match to review")), HtmlText(Localize("previous move")),
      HtmlText(Localize("next move")), HtmlText(Localize("next mistake")),
      HtmlText(Localize("next mistake")), HtmlText(Localize("previous and next move")), HtmlText(Localize("previous and next hand")),
      HtmlText(Localize("first and last move")), HtmlText(Localize("next and previous mistake")),
      HtmlText(Localize("The move")), HtmlText(Localize("The hand and its moves")),
      HtmlText(Localize("The running score"))));
}

// The match's chart, then its data, written as they are made:
//   {"title": …, "names": […],
//    "hands": [{"summary": …,
//               "steps": [{"board": […], "note": […], "w": "the move in words", "g": grade},
//                         …]}, …]}
// (no "w" at the deal, "g" only for a graded move: review/grade.h, 1 inaccuracy … 3 blunder).
void Page::Add(const Record& record, const MatchOutcome& outcome, std::string_view input,
               size_t index, const std::map<size_t, HandReview>& tricks) {
  // The chart is titled by the input's file name (chart::InputName), as the page.
  const chart::Figure figure = chart::MatchFigure(record, outcome, input, index, true);
  std::string svg = chart::Document(figure.title, {figure});
  // Inline in HTML, the SVG needs no XML declaration (an HTML parser would keep it as a comment).
  if (svg.rfind("<?xml", 0) == 0) svg.erase(0, svg.find('\n') + 1);
  write_(fmt::format("<div class=\"chart\" hidden>\n{}</div>\n", svg));
  const Names names(record);
  const Thresholds& grades = grades_.For(record.game);
  write_(fmt::format("<script type=\"application/json\" class=\"review-match\">"
                     "{{\"title\":{},\"names\":{},\"hands\":[",
                     ScriptString(MatchTitle(record, input, index)), names.TableJson()));
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
      // The move in words, as replay-show's board writes its `last` (engine/move_text.h): the
      // list's entry and the note's text, made once.
      const std::string last =
          board->contains("last") ? TerminalSafe(MoveWords((*board)["last"]).Localized()) : "";
      const StepNote note = MoveNote(record, hand, h, size_t(k), tricks, last, grades);
      std::string extra;
      if (board->contains("last")) extra += ",\"w\":" + ScriptString(last);
      if (note.grade != Grade::kNone) extra += fmt::format(",\"g\":{}", int(note.grade));
      write_(fmt::format("{}{{\"board\":{},\"note\":{}{}}}", k ? "," : "",
                         names.PiecesJson(BoardPieces(*board)), names.PiecesJson(note.note),
                         extra));
    }
    if (written == 0)
      write_(fmt::format("{{\"board\":[{}],\"note\":[]}}",
                         ScriptString(Tr("(no position: the hand has no dealt cards)").Localized() +
                                      "\n")));
    write_("]}");
  }
  write_("]}</script>\n");
}

void Page::Finish() {
  write_(fmt::format("</section>\n</div>\n</main>\n<script>{}</script>\n</body>\n</html>\n",
                     kScript));
}

}  // namespace replay::review
