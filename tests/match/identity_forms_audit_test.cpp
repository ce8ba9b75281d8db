// Identity (issue 13): a generated audit of the typographic forms pages
// write a name in. Every bundled record the index names by a distinctive
// alias gets that alias in one plain sentence with its own context
// (operator, site, accelerator), written as pages write it: in capitals,
// in lower case, spaced, hyphenated or run together, with Unicode dashes
// and spaces, soft hyphens, full-width letters, a trade mark, a possessive,
// quotes, brackets, split by inline HTML tags, with a computer word. Each
// form a reader plainly reads as the name must name the record. The
// namesake trap is the other side: an ordinary-word name given to another
// owner ("<Org>'s NAME"), with this record's accelerators, in the same
// forms, must stay unnamed.
// VERIFIER_FORMS_AUDIT=verbose prints each failure.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "dataset/dataset.h"
#include "extract/extract.h"
#include "match/match.h"

using namespace verifier;

namespace {

// Where the sentence puts the name.
enum class Place { middle, possessive, start, end };

struct Form {
  std::string name;
  // The name as this form writes it; "" when the form does not apply.
  std::function<std::string(const std::string&)> write;
  bool html = false;  // served as an HTML page, not as text
  Place place = Place::middle;
  // Counted and printed, not required: the case rule (a capitalised name is
  // never matched in lower case: "raiden" is a user name or a host more
  // often than the machine), and a digit glued after a name, which the
  // text cannot tell from the name's own ("Lassen2"): a footnote marker in
  // <sup> is rare in the corpus, where <sup> holds exponents ("m<sup>2</sup>").
  bool required = true;
};

bool ascii(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

bool has_lower(const std::string& s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

std::string upper(std::string s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

// Capitals only as initials: each word's first letter, no other.
bool capitals_only_initials(const std::string& s) {
  bool initial = true, capital = false;
  for (char c : s) {
    if (c == ' ' || c == '-') {
      initial = true;
      continue;
    }
    if (c >= 'A' && c <= 'Z') {
      if (!initial) return false;
      capital = true;
    }
    initial = false;
  }
  return capital;
}

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

// "RAIDEN" as "Raiden": each word's first letter kept, the rest lower case.
std::string title(const std::string& s) {
  std::string out = lower(s);
  for (std::size_t i = 0; i < s.size(); ++i)
    if (i == 0 || s[i - 1] == ' ' || s[i - 1] == '-') out[i] = s[i];
  return out;
}

// Every space and hyphen between two word characters replaced by `by`.
std::string joined(const std::string& s, const std::string& by, bool spaces, bool hyphens) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool inside = i > 0 && i + 1 < s.size() && s[i - 1] != ' ' && s[i + 1] != ' ';
    if (inside && ((spaces && s[i] == ' ') || (hyphens && s[i] == '-'))) out += by;
    else out += s[i];
  }
  return out;
}

std::string with_seps(const std::string& s, const std::string& by) {
  if (s.find_first_of(" -") == std::string::npos) return "";
  return joined(s, by, true, true);
}

std::string hyphens_as(const std::string& s, const std::string& by) {
  if (s.find('-') == std::string::npos) return "";
  return joined(s, by, false, true);
}

std::string spaces_as(const std::string& s, const std::string& by) {
  if (s.find(' ') == std::string::npos) return "";
  return joined(s, by, true, false);
}

// The middle of the name's longest ASCII-letter word of four letters or
// more, where a soft hyphen, a tag or a break would go; npos when none.
std::size_t middle(const std::string& s) {
  std::size_t best = std::string::npos, best_length = 3, start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    const bool letter = i < s.size() && ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z'));
    if (letter) continue;
    if (i - start > best_length) {
      best_length = i - start;
      best = start + best_length / 2;
    }
    start = i + 1;
  }
  return best;
}

std::string inserted(const std::string& s, const std::string& what) {
  auto at = middle(s);
  if (at == std::string::npos) return "";
  return s.substr(0, at) + what + s.substr(at);
}

std::string split_by_tag(const std::string& s, const std::string& tag) {
  auto at = middle(s);
  if (at == std::string::npos) return "";
  return "<" + tag + ">" + s.substr(0, at) + "</" + tag + ">" + s.substr(at);
}

std::string full_width(const std::string& s) {
  if (!ascii(s)) return "";
  std::string out;
  for (char c : s) {
    auto u = static_cast<unsigned>(static_cast<unsigned char>(c));
    if (c == ' ') u = 0x3000;
    else if (u > 0x20 && u < 0x7F) u += 0xFEE0;
    if (u < 0x80) {
      out += c;
      continue;
    }
    out += static_cast<char>(0xE0 | (u >> 12));
    out += static_cast<char>(0x80 | ((u >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (u & 0x3F));
  }
  return out;
}

std::vector<Form> forms() {
  auto wrap = [](const std::string& before, const std::string& after) {
    return [=](const std::string& s) { return before + s + after; };
  };
  return {
      {"as written", wrap("", "")},
      {"upper case", [](const std::string& s) { return ascii(s) && has_lower(s) ? upper(s) : ""; }},
      {"lower case", [](const std::string& s) { return ascii(s) && capitals_only_initials(s) ? lower(s) : ""; }},
      {"lower case of capitals", [](const std::string& s) { return ascii(s) && !has_lower(s) && s != lower(s) ? lower(s) : ""; },
       false, Place::middle, false},
      {"title case of capitals", [](const std::string& s) { return ascii(s) && !has_lower(s) && s != title(s) ? title(s) : ""; }},
      {"separators as spaces", [](const std::string& s) { return with_seps(s, " "); }},
      {"separators as hyphens", [](const std::string& s) { return with_seps(s, "-"); }},
      {"separators dropped", [](const std::string& s) { return with_seps(s, ""); }},
      {"hyphen U+2010", [](const std::string& s) { return hyphens_as(s, "\u2010"); }},
      {"hyphen U+2011", [](const std::string& s) { return hyphens_as(s, "\u2011"); }},
      {"hyphen U+2013", [](const std::string& s) { return hyphens_as(s, "\u2013"); }},
      {"space U+00A0", [](const std::string& s) { return spaces_as(s, "\u00A0"); }},
      {"space U+202F", [](const std::string& s) { return spaces_as(s, "\u202F"); }},
      {"soft hyphen", [](const std::string& s) { return inserted(s, "\u00AD"); }},
      {"zero-width space", [](const std::string& s) { return inserted(s, "\u200B"); }},
      {"full width", full_width},
      {"trade mark", wrap("", "\u2122")},
      {"registered", wrap("", "\u00AE")},
      {"possessive 's", wrap("", "'s"), false, Place::possessive},
      {"possessive \u2019s", wrap("", "\u2019s"), false, Place::possessive},
      {"sentence start", wrap("", ""), false, Place::start},
      {"sentence end", wrap("", ""), false, Place::end},
      {"double quotes", wrap("\"", "\"")},
      {"curly quotes", wrap("\u201C", "\u201D")},
      {"guillemets", wrap("\u00AB", "\u00BB")},
      {"single quotes", wrap("'", "'")},
      {"brackets", wrap("(", ")")},
      {"square brackets", wrap("[", "]")},
      {"the NAME supercomputer", wrap("the ", " supercomputer")},
      {"NAME system", wrap("", " system")},
      {"NAME cluster", wrap("", " cluster")},
      {"NAME-based", wrap("", "-based")},
      {"footnote [1]", wrap("", "[1]")},
      {"footnote superscript", wrap("", "\u00B9"), false, Place::middle, false},
      {"line-end hyphenation", [](const std::string& s) { return inserted(s, "-\n"); }},
      {"hashtag", [](const std::string& s) { return s.find(' ') == std::string::npos ? "#" + s : ""; }},
      {"slash pair", wrap("", "/Contoso")},
      {"html as written", wrap("", ""), true},
      {"html <a>", wrap("<a href=\"/x\">", "</a>"), true},
      {"html <em>", wrap("<em>", "</em>"), true},
      {"html <sup> footnote", wrap("", "<sup>1</sup>"), true, Place::middle, false},
      {"html <sup>[1]", wrap("", "<sup>[1]</sup>"), true},
      {"html <b>", [](const std::string& s) { return split_by_tag(s, "b"); }, true},
      {"html <span>", [](const std::string& s) { return split_by_tag(s, "span"); }, true},
      {"html <wbr>", [](const std::string& s) { return inserted(s, "<wbr>"); }, true},
      {"html &shy;", [](const std::string& s) { return inserted(s, "&shy;"); }, true},
      {"html &nbsp;", [](const std::string& s) { return spaces_as(s, "&nbsp;"); }, true},
  };
}

std::string first_accelerator(const Record& r) {
  for (const auto& p : r.parts)
    if (p.role == "Accelerator" && !p.part.empty()) return p.part;
  return "";
}

// One plain sentence: the operator brought X into service at the site,
// with its accelerators. A possessive needs a noun after it.
std::string sentence(const Record& r, const std::string& x, Place place) {
  const std::string op = r.operator_name.empty() ? "the centre" : r.operator_name;
  std::string where = r.site.empty() ? "" : " at " + r.site;
  auto model = first_accelerator(r);
  std::string with = model.empty() ? "" : ", with " + model + " accelerators";
  switch (place) {
    case Place::middle: return op + " brought " + x + " into service" + where + with + ".";
    case Place::possessive: return op + " said " + x + " nodes went into service" + where + with + ".";
    case Place::start: return x + " went into service" + where + " for " + op + with + ".";
    case Place::end: return "Built" + where + " for " + op + with + ", the machine is called " + x + ".";
  }
  return "";
}

// Another owner's system of an ordinary-word name, with this record's
// accelerators: the owner given, before the name or after it, decides.
std::vector<std::string> traps(const Record& r, std::string written) {
  auto model = first_accelerator(r);
  const std::string runs = model.empty() ? " runs well." : " runs on " + model + " accelerators.";
  std::vector<std::string> out = {written + " at Contoso Research" + runs};
  if (written.starts_with("the ")) written.erase(0, 4);
  out.push_back("Contoso Research's " + written + runs);
  return out;
}

std::string as_html(const std::string& sentence) {
  return "<!DOCTYPE html><html><head><title>News</title></head><body><article><p>" + sentence +
         "</p></article></body></html>";
}

struct Audit {
  std::vector<Record> records = dataset::load_records(VERIFIER_SOURCE_DIR "/records").records;
  Rules rules = dataset::load_rules(VERIFIER_SOURCE_DIR "/rules").rules;
  match::AliasIndex index{records, rules.match};
  extract::Signatures signatures{rules.pages};

  std::string text(const std::string& body, bool html) const {
    if (!html) return "News\n" + body;
    return extract::read_local(as_html(body), "page.html", signatures).text();
  }
  bool names(std::size_t system, const std::string& body, bool html) const {
    auto found = index.scan(text(body, html), "");
    return std::any_of(found.begin(), found.end(),
                       [&](const auto& f) { return f.first == system && !f.second.describes; });
  }
};

bool verbose() {
  const char* v = std::getenv("VERIFIER_FORMS_AUDIT");
  return v != nullptr && std::string(v) == "verbose";
}

}  // namespace

TEST_CASE("every distinctive name still names its record in the forms pages write it") {
  Audit audit;
  std::map<std::string, std::pair<int, int>> tally;  // form: failures, tried
  std::map<std::string, bool> required;
  std::map<std::string, std::pair<int, int>> trapped;  // form: named, tried
  const auto all = forms();
  for (std::size_t s = 0; s < audit.records.size(); ++s) {
    const Record& r = audit.records[s];
    if (audit.names(s, sentence(r, "the new machine", Place::middle), false)) continue;  // context alone names it
    for (const auto& alias : audit.index.aliases_of(s)) {
      // In capitals, a short or ordinary word is the name (LUMI): no trap.
      const bool trap = alias.ordinary && has_lower(alias.text);
      auto own_distinctive = [&](std::string written) {
        if (written.starts_with("the ")) written.erase(0, 4);
        const auto all_aliases = audit.index.aliases_of(s);
        return std::any_of(all_aliases.begin(), all_aliases.end(), [&](const match::AliasInfo& a) {
          return !a.ambiguous() && lower(a.text) == lower(written);
        });
      };
      for (const auto& form : all) {
        const std::string written = form.write(alias.text);
        if (written.empty()) continue;
        if (!alias.ambiguous()) {
          required[form.name] = form.required;
          auto& [failed, tried] = tally[form.name];
          ++tried;
          if (audit.names(s, sentence(r, written, form.place), form.html)) continue;
          ++failed;
          if (verbose()) std::cout << "FORM\t" << form.name << "\t" << r.id << "\t" << written << "\n";
        } else if (trap && form.place == Place::middle && form.name != "slash pair" && form.required &&
                   !own_distinctive(written)) {
          // "Alps Supercomputer", a derived name of its own, is left out; so
          // are the forms whose digit glued after the name hides where it
          // ends (footnotes, not required above): "Ares Maia¹ at Contoso"
          // holds no name "Ares Maia" to give Contoso, only Microsoft's "Ares".
          for (const auto& body : traps(r, written)) {
            auto& [named, tried] = trapped[form.name];
            ++tried;
            if (!audit.names(s, body, form.html)) continue;
            ++named;
            if (verbose()) std::cout << "TRAP\t" << form.name << "\t" << r.id << "\t" << body << "\n";
          }
        }
      }
    }
  }
  int failures = 0, trap_named = 0;
  for (const auto& [form, counts] : tally) {
    const std::string note = required[form] ? "" : " (not required)";
    MESSAGE(form << ": " << counts.first << " of " << counts.second << " fail" << note);
    if (required[form]) failures += counts.first;
  }
  for (const auto& [form, counts] : trapped) {
    MESSAGE("trap " << form << ": " << counts.first << " of " << counts.second << " named");
    trap_named += counts.first;
  }
  CHECK(failures == 0);
  CHECK(trap_named == 0);
}
