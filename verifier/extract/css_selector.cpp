// extract/css_selector.cpp: a recursive-descent reader of selector lists
// (CSS escapes included, as utility-class frameworks write `.md\:hidden`),
// and a right-to-left matcher that walks gumbo's parent and sibling links.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include "core/ascii.h"
#include "extract/budget.h"
#include "extract/css_selector.h"
#include "extract/internal/utf8.h"

namespace verifier::extract {
namespace {

using Kind = SimpleSelector::Kind;

bool is_name_char(char c) {
  return is_ascii_alnum(c) || c == '-' || c == '_' ||
         static_cast<unsigned char>(c) >= 0x80;
}

// CSS Syntax: zero, a surrogate or beyond Unicode is read as U+FFFD.
char32_t escaped_code_point(unsigned long cp) {
  bool scalar = cp != 0 && cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF);
  return scalar ? static_cast<char32_t>(cp) : U'\uFFFD';
}

// Functional and plain pseudo-classes Chromium knows that we do not
// evaluate. Most depend on the user, the URL or a form's state, and none of
// those holds on a freshly loaded page that nobody touches.
bool chromium_knows(std::string_view name) {
  static constexpr std::string_view kDynamic[] = {
      "active", "checked", "default", "disabled", "enabled", "focus", "focus-visible",
      "focus-within", "hover", "indeterminate", "invalid", "optional", "placeholder-shown",
      "read-only", "read-write", "required", "target", "valid", "visited", "fullscreen",
      "autofill", "-webkit-autofill", "user-invalid", "user-valid", "modal", "open",
      "popover-open", "playing", "paused", "in-range", "out-of-range", "blank", "current",
      "past", "future", "defined", "host", "scope", "lang", "dir", "has", "nth-of-type",
      "nth-last-of-type", "nth-last-child", "first-of-type", "last-of-type", "only-of-type"};
  return std::find(std::begin(kDynamic), std::end(kDynamic), name) != std::end(kDynamic);
}

// What an attribute test's operator asks of the value: "[a~=b]" a word of it,
// "[a^=b]" its start, and so on; no operator, the whole value.
Kind attribute_kind(char op) {
  static constexpr std::pair<char, Kind> kOperators[] = {
      {'~', Kind::attr_word},     {'^', Kind::attr_prefix}, {'$', Kind::attr_suffix},
      {'*', Kind::attr_contains}, {'|', Kind::attr_dash}};
  for (const auto& [c, kind] : kOperators)
    if (c == op) return kind;
  return Kind::attr_equals;
}

SimpleSelector simple(Kind kind, std::string name = {}) {
  SimpleSelector s;
  s.kind = kind;
  s.name = std::move(name);
  return s;
}

// Nesting of :is()/:not() and compounds per selector are capped: matching
// recurses over both, and a hostile sheet must not exhaust the stack.
constexpr int kMaxNesting = 16;
constexpr std::size_t kMaxCompounds = 64;

class Parser {
 public:
  explicit Parser(std::string_view text, int nesting = 0) : s_(text), nesting_(nesting) {}

  std::optional<std::vector<ParsedSelector>> list() {
    std::vector<ParsedSelector> out;
    while (true) {
      auto one = selector();
      if (!one) return std::nullopt;
      out.push_back(std::move(*one));
      skip_space();
      if (at_end() || peek() == ')') return out;
      if (peek() != ',') return std::nullopt;
      ++i_;
    }
  }
  bool at_end() const { return i_ >= s_.size(); }

 private:
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  void skip_space() {
    while (i_ < s_.size() && is_html_space(s_[i_])) ++i_;
  }

  std::optional<ParsedSelector> selector() {
    ParsedSelector out;
    skip_space();
    char combinator = 0;
    while (true) {
      Compound c;
      c.combinator = combinator;
      if (!compound(c, out.specificity)) return std::nullopt;
      out.selector.push_back(std::move(c));
      if (out.selector.size() > kMaxCompounds) return std::nullopt;
      bool spaced = i_ < s_.size() && is_html_space(s_[i_]);
      skip_space();
      char next = peek();
      if (next == '>' || next == '+' || next == '~') {
        combinator = next;
        ++i_;
        skip_space();
      } else if (spaced && next != ',' && next != ')' && next != '\0') {
        combinator = ' ';
      } else {
        return out;
      }
    }
  }

  bool compound(Compound& c, std::uint32_t& specificity) {
    std::size_t start = i_;
    if (peek() == '*') {
      ++i_;
    } else if (is_name_char(peek()) || peek() == '\\') {
      c.simples.push_back(simple(Kind::tag, ascii_lower(ident())));
      specificity += 1;
    }
    while (!at_end()) {
      char sigil = peek();
      if (sigil == '#' || sigil == '.') {
        ++i_;
        std::string name = ident();
        if (name.empty()) return false;
        c.simples.push_back(simple(sigil == '#' ? Kind::id : Kind::cls, std::move(name)));
        specificity += sigil == '#' ? 1u << 16 : 1u << 8;
      } else if (sigil == '[') {
        if (!attribute(c)) return false;
        specificity += 1u << 8;
      } else if (sigil == ':') {
        if (!pseudo(c, specificity)) return false;
      } else {
        break;
      }
    }
    return i_ > start;
  }

  // An identifier, escapes resolved.
  std::string ident() {
    std::string out;
    while (i_ < s_.size()) {
      char c = s_[i_];
      if (c == '\\' && i_ + 1 < s_.size()) {
        out += escape();
      } else if (is_name_char(c)) {
        out += c;
        ++i_;
      } else {
        break;
      }
    }
    return out;
  }

  std::string escape() {
    ++i_;  // the backslash
    std::size_t hex = 0;
    while (hex < 6 && i_ + hex < s_.size() && std::isxdigit(static_cast<unsigned char>(s_[i_ + hex])))
      ++hex;
    std::string out;
    if (hex == 0) {
      out += s_[i_++];
      return out;
    }
    auto cp = std::stoul(std::string(s_.substr(i_, hex)), nullptr, 16);
    internal::append_utf8(out, escaped_code_point(cp));
    i_ += hex;
    if (i_ < s_.size() && is_html_space(s_[i_])) ++i_;
    return out;
  }

  std::string quoted_or_ident() {
    char q = peek();
    if (q != '"' && q != '\'') return ident();
    ++i_;
    std::string out;
    while (i_ < s_.size() && s_[i_] != q) {
      if (s_[i_] == '\\' && i_ + 1 < s_.size()) out += escape();
      else out += s_[i_++];
    }
    if (i_ < s_.size()) ++i_;
    return out;
  }

  bool attribute(Compound& c) {
    ++i_;  // '['
    skip_space();
    SimpleSelector a = simple(Kind::attr_exists, ascii_lower(ident()));
    skip_space();
    char op = attribute_operator();
    if (peek() == '=') attribute_value(a, op);
    else if (op) return false;
    if (peek() != ']' || a.name.empty()) return false;
    ++i_;
    c.simples.push_back(std::move(a));
    return true;
  }

  // The character before an attribute test's '=' ("~", "^", ...); 0 when there is none.
  char attribute_operator() {
    static constexpr std::string_view kOps = "~^$*|";
    char op = peek();
    if (op == '\0' || kOps.find(op) == std::string_view::npos) return 0;
    ++i_;
    return op;
  }

  // "=value" or "= 'value' i": the value the attribute is tested against, and its case.
  void attribute_value(SimpleSelector& a, char op) {
    ++i_;  // '='
    skip_space();
    a.value = quoted_or_ident();
    skip_space();
    if (ascii_lower(peek()) == 'i' || ascii_lower(peek()) == 's') a.ignore_case = ascii_lower(s_[i_++]) == 'i';
    skip_space();
    a.kind = attribute_kind(op);
    if (a.ignore_case) a.value = ascii_lower(a.value);
  }

  // The argument text of a functional pseudo-class, up to its ')'.
  std::string_view argument() {
    std::size_t start = i_;
    int depth = 1;
    for (; i_ < s_.size(); ++i_) {
      if (s_[i_] == '(') ++depth;
      if (s_[i_] == ')' && --depth == 0) break;
    }
    std::string_view arg = s_.substr(start, i_ - start);
    if (i_ < s_.size()) ++i_;
    return arg;
  }

  bool pseudo(Compound& c, std::uint32_t& specificity) {
    ++i_;
    bool element = peek() == ':';
    if (element) ++i_;
    std::string name = ascii_lower(ident());
    if (name.empty()) return false;
    bool function = peek() == '(';
    if (function) ++i_;
    std::string_view arg = function ? argument() : std::string_view();
    // Other engines' prefixed names are invalid to Chromium: it drops the rule.
    if (name.starts_with("-moz-") || name.starts_with("-ms-") || name.starts_with("-o-")) return false;
    if (element || name == "before" || name == "after" || name == "first-line" ||
        name == "first-letter") {
      c.simples.push_back(simple(Kind::never));
      specificity += 1;
      return true;
    }
    specificity += 1u << 8;
    if (function) return functional(c, name, arg, specificity);
    static constexpr std::pair<std::string_view, Kind> kStructural[] = {
        {"first-child", Kind::first_child}, {"last-child", Kind::last_child},
        {"only-child", Kind::only_child},   {"root", Kind::root},
        {"empty", Kind::empty},             {"link", Kind::link},
        {"any-link", Kind::link}};
    for (const auto& [n, kind] : kStructural)
      if (n == name) {
        c.simples.push_back(simple(kind));
        return true;
      }
    c.simples.push_back(simple(Kind::never));  // dynamic, or unknown to us
    return true;
  }

  bool functional(Compound& c, const std::string& name, std::string_view arg,
                  std::uint32_t& specificity) const {
    specificity -= 1u << 8;
    if (name == "not" || name == "is" || name == "where" || name == "matches" ||
        name == "-webkit-any") {
      if (nesting_ >= kMaxNesting) return false;
      Parser inner(arg, nesting_ + 1);
      auto list = inner.list();
      if (!list) {
        c.simples.push_back(simple(Kind::never));
        return name != "not";  // :is and :where forgive; :not does not
      }
      std::uint32_t most = 0;
      SimpleSelector s = simple(name == "not" ? Kind::not_ : Kind::is);
      for (auto& p : *list) {
        most = std::max(most, p.specificity);
        s.list.push_back(std::move(p.selector));
      }
      if (name != "where") specificity += most;
      c.simples.push_back(std::move(s));
      return true;
    }
    specificity += 1u << 8;
    if (name == "nth-child") return nth_child(c, arg);
    if (!chromium_knows(name) && !name.starts_with("-webkit-")) return false;
    c.simples.push_back(simple(Kind::never));
    return true;
  }

  // an+b, odd, even; "of S" is not read (never matches).
  static bool nth_child(Compound& c, std::string_view arg) {
    std::string a;
    for (char ch : arg)
      if (!is_html_space(ch)) a += ascii_lower(ch);
    SimpleSelector s = simple(Kind::nth_child);
    if (a == "odd") a = "2n+1";
    if (a == "even") a = "2n";
    std::size_t n = a.find('n');
    try {
      if (n == std::string::npos) {
        s.offset = std::stoi(a);
      } else {
        std::string step = a.substr(0, n);
        s.step = step.empty() || step == "+" ? 1 : step == "-" ? -1 : std::stoi(step);
        s.offset = n + 1 < a.size() ? std::stoi(a.substr(n + 1)) : 0;
      }
    } catch (...) {  // std::stoi on text that is not a number: "of S", or junk
      s.kind = Kind::never;
    }
    c.simples.push_back(std::move(s));
    return true;
  }

  std::string_view s_;
  std::size_t i_ = 0;
  int nesting_ = 0;
};

bool is_element(const GumboNode* n) {
  return n && (n->type == GUMBO_NODE_ELEMENT || n->type == GUMBO_NODE_TEMPLATE);
}

const GumboNode* parent_element(const GumboNode* n) {
  return is_element(n->parent) ? n->parent : nullptr;
}

// The element siblings before (step -1) or after (step +1) `n`.
const GumboNode* sibling_element(const GumboNode* n, int step) {
  const GumboNode* p = n->parent;
  if (!p) return nullptr;
  const GumboVector& kids =
      p->type == GUMBO_NODE_DOCUMENT ? p->v.document.children : p->v.element.children;
  for (long i = static_cast<long>(n->index_within_parent) + step;
       i >= 0 && i < static_cast<long>(kids.length); i += step) {
    const auto* k = static_cast<const GumboNode*>(kids.data[i]);
    if (is_element(k)) return k;
  }
  return nullptr;
}

std::string_view attr(const GumboNode* n, const char* name) {
  const GumboAttribute* a = gumbo_get_attribute(&n->v.element.attributes, name);
  return a ? std::string_view(a->value) : std::string_view();
}

bool attribute_matches(const SimpleSelector& s, const GumboNode* n) {
  const GumboAttribute* a = gumbo_get_attribute(&n->v.element.attributes, s.name.c_str());
  if (!a) return false;
  if (s.kind == Kind::attr_exists) return true;
  std::string lowered_value;
  std::string_view v = a->value;
  if (s.ignore_case) {
    lowered_value = ascii_lower(std::string(v));
    v = lowered_value;
  }
  const std::string& want = s.value;
  switch (s.kind) {
    case Kind::attr_equals: return v == want;
    case Kind::attr_word: return has_word(v, want);
    case Kind::attr_prefix: return !want.empty() && v.starts_with(want);
    case Kind::attr_suffix: return !want.empty() && v.ends_with(want);
    case Kind::attr_contains: return !want.empty() && v.find(want) != std::string_view::npos;
    case Kind::attr_dash: return v == want || (v.starts_with(want) && v.size() > want.size() &&
                                               v[want.size()] == '-');
    default: return false;
  }
}

bool is_empty(const GumboNode* n) {
  const GumboVector& kids = n->v.element.children;
  for (unsigned i = 0; i < kids.length; ++i) {
    auto type = static_cast<const GumboNode*>(kids.data[i])->type;
    if (type != GUMBO_NODE_COMMENT) return false;
  }
  return true;
}

bool nth_matches(const SimpleSelector& s, const GumboNode* n) {
  int index = 1;
  for (const GumboNode* p = sibling_element(n, -1); p; p = sibling_element(p, -1)) ++index;
  int k = index - s.offset;
  if (s.step == 0) return k == 0;
  return k % s.step == 0 && k / s.step >= 0;
}

bool any_matches(const std::vector<Selector>& list, const GumboNode* n, Budget& budget) {
  return std::any_of(list.begin(), list.end(),
                     [&](const Selector& s) { return matches(s, n, budget); });
}

bool simple_matches(const SimpleSelector& s, const GumboNode* n, std::string& scratch,
                    Budget& budget) {
  switch (s.kind) {
    case Kind::tag: return element_tag(n, scratch) == s.name;
    case Kind::id: return attr(n, "id") == s.name;
    case Kind::cls: return has_word(attr(n, "class"), s.name);
    case Kind::attr_exists: case Kind::attr_equals: case Kind::attr_word:
    case Kind::attr_prefix: case Kind::attr_suffix: case Kind::attr_contains:
    case Kind::attr_dash:
      return attribute_matches(s, n);
    case Kind::is: return any_matches(s.list, n, budget);
    case Kind::not_: return !any_matches(s.list, n, budget);
    case Kind::first_child: return !sibling_element(n, -1);
    case Kind::last_child: return !sibling_element(n, 1);
    case Kind::only_child: return !sibling_element(n, -1) && !sibling_element(n, 1);
    case Kind::nth_child: return nth_matches(s, n);
    case Kind::root: return n->parent && n->parent->type == GUMBO_NODE_DOCUMENT;
    case Kind::empty: return is_empty(n);
    case Kind::link:
      return (n->v.element.tag == GUMBO_TAG_A || n->v.element.tag == GUMBO_TAG_AREA) &&
             gumbo_get_attribute(&n->v.element.attributes, "href");
    case Kind::never: return false;
  }
  return false;
}

bool compound_matches(const Compound& c, const GumboNode* n, Budget& budget) {
  std::string scratch;
  for (const auto& s : c.simples)
    if (!simple_matches(s, n, scratch, budget)) return false;
  return true;
}

// How a match of compounds [0, k] on an element failed, as WebKit's
// SelectorChecker tells it: `completely` means no element further up can
// match either, so a descendant combinator stops there. Without it,
// ".x div div div div" on 500 nested divs would try every ancestor subset.
enum class Match { yes, fails_locally, fails_all_siblings, fails_completely };

Match match_from(const Selector& sel, std::size_t k, const GumboNode* n, Budget& budget);

Match match_relation(const Selector& sel, std::size_t k, const GumboNode* n, Budget& budget) {
  switch (sel[k].combinator) {
    case '>': {
      const GumboNode* p = parent_element(n);
      return p ? match_from(sel, k - 1, p, budget) : Match::fails_completely;
    }
    case '+': {
      const GumboNode* p = sibling_element(n, -1);
      return p ? match_from(sel, k - 1, p, budget) : Match::fails_all_siblings;
    }
    case '~':
      for (const GumboNode* p = sibling_element(n, -1); p; p = sibling_element(p, -1)) {
        Match m = match_from(sel, k - 1, p, budget);
        if (m != Match::fails_locally) return m;
      }
      return Match::fails_all_siblings;
    default:
      for (const GumboNode* p = parent_element(n); p; p = parent_element(p)) {
        Match m = match_from(sel, k - 1, p, budget);
        if (m == Match::yes || m == Match::fails_completely) return m;
      }
      return Match::fails_completely;
  }
}

// Compounds [0, k] match with compound k on `n`. Each test is charged to
// the page's budget: once it is spent nothing further matches, and the
// page is cut at this element.
Match match_from(const Selector& sel, std::size_t k, const GumboNode* n, Budget& budget) {
  if (budget.selector_test()) return Match::fails_completely;
  if (!compound_matches(sel[k], n, budget)) return Match::fails_locally;
  return k == 0 ? Match::yes : match_relation(sel, k, n, budget);
}

}  // namespace

bool has_word(std::string_view words, std::string_view word) {
  std::size_t i = 0;
  while (i < words.size()) {
    while (i < words.size() && is_html_space(words[i])) ++i;
    std::size_t start = i;
    while (i < words.size() && !is_html_space(words[i])) ++i;
    if (i > start && words.substr(start, i - start) == word) return true;
  }
  return false;
}

std::optional<std::vector<ParsedSelector>> parse_selector_list(std::string_view text) {
  Parser p(text);
  auto list = p.list();
  if (!list || !p.at_end()) return std::nullopt;
  return list;
}

bool matches(const Selector& selector, const GumboNode* element, Budget& budget) {
  return !selector.empty() &&
         match_from(selector, selector.size() - 1, element, budget) == Match::yes;
}

std::string_view element_tag(const GumboNode* n, std::string& scratch) {
  if (n->v.element.tag != GUMBO_TAG_UNKNOWN) return gumbo_normalized_tagname(n->v.element.tag);
  GumboStringPiece piece = n->v.element.original_tag;
  gumbo_tag_from_original_text(&piece);
  scratch.assign(piece.data, piece.length);
  for (char& c : scratch) c = ascii_lower(c);
  return scratch;
}

}  // namespace verifier::extract
