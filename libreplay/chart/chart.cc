// XML escaping, the document that stacks figures, and axis ticks.
#include "chart/chart.h"

#include <cmath>

#include <fmt/format.h>

namespace replay::chart {

std::string XmlEscape(std::string_view text) {
  static constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
  std::string out;
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
          if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') out += kReplacement;
          else out += char(c);
      }
      ++i;
      continue;
    }
    // A well-formed UTF-8 sequence is copied; anything else is one replacement per byte.
    size_t len = (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool ok = len > 0 && i + len <= text.size();
    char32_t cp = ok ? c & (0x7F >> len) : 0;
    for (size_t k = 1; ok && k < len; ++k) {
      unsigned char d = static_cast<unsigned char>(text[i + k]);
      ok = (d & 0xC0) == 0x80;
      cp = (cp << 6) | (d & 0x3F);
    }
    static constexpr char32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    // Bidi embeddings, overrides and isolates are valid XML, but a name holding U+202E would
    // show the rest of its line reversed: replaced too, as TerminalSafe escapes them.
    ok = ok && cp >= kMin[len] && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF) &&
         cp != 0xFFFE && cp != 0xFFFF;
    const bool bidi = ok && ((cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069));
    if (ok) {
      out.append(bidi ? kReplacement : text.substr(i, len));  // one U+FFFD for a bidi control
      i += len;
    } else {
      out += kReplacement;
      ++i;
    }
  }
  return out;
}

std::string Document(std::string_view title, const std::vector<Figure>& given) {
  // Nothing to draw (no valid match, say) still gives a picture that says so, not a 0×0 one.
  std::vector<Figure> none;
  if (given.empty())
    none.push_back({360, 48, "nothing to draw",
                    "<text x=\"16\" y=\"32\" font-size=\"20\">nothing to draw</text>\n"});
  const std::vector<Figure>& figures = given.empty() ? none : given;
  double width = 0, height = 0;
  for (const Figure& f : figures) {
    width = std::max(width, f.width);
    height += f.height;
  }
  std::string out = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" "
      "viewBox=\"0 0 {0:.0f} {1:.0f}\" font-family=\"sans-serif\" font-size=\"12\">\n"
      "<title>{2}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      std::ceil(width), std::ceil(height), XmlEscape(title));
  double y = 0;
  for (const Figure& f : figures) {
    out += fmt::format("<svg x=\"0\" y=\"{:.0f}\" width=\"{:.0f}\" height=\"{:.0f}\">\n<title>{}</title>\n",
                       y, std::ceil(f.width), std::ceil(f.height), XmlEscape(f.title));
    out += f.body;
    out += "</svg>\n";
    y += f.height;
  }
  out += "</svg>\n";
  return out;
}

std::vector<double> Ticks(double low, double high, int count) {
  if (!(high > low)) {  // one value (or none): a unit around it
    low = std::floor(low) - (low == std::floor(low) ? 1 : 0);
    high = low + 2;
  }
  double raw = (high - low) / std::max(1, count);
  double power = std::pow(10, std::floor(std::log10(raw)));
  double multiple = 10;
  for (double m : {1.0, 2.0, 5.0})
    if (m * power >= raw) {
      multiple = m;
      break;
    }
  const double step = multiple * power;
  // Each tick as an integer times the step, the step as m / 10^k when below 1: 3 · 0.2 is
  // 0.6000000000000001 in binary, 6 / 10 is 0.6.
  const double scale = power < 1 ? std::round(1 / power) : 0;
  auto value = [&](double k) { return scale ? k * multiple / scale : k * multiple * power; };
  std::vector<double> ticks;
  for (double k = std::floor(low / step);; ++k) {
    ticks.push_back(value(k));
    if (ticks.back() >= high - step * 1e-9) break;
  }
  return ticks;
}

}  // namespace replay::chart
