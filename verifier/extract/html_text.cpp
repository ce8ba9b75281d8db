// extract/html_text.cpp: two iterative walks over gumbo's tree (pages nest
// deeply, so no recursion): the first gathers the <head> facts and every
// <style> (a rule applies wherever its sheet sits), the second writes the
// visible text into layout blocks, as the cascade of the page's own CSS over
// the browser's defaults lays them out.
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii.h"
#include "extract/budget.h"
#include "extract/css_hiding.h"
#include "extract/html_document.h"
#include "extract/html_text.h"
#include "extract/tags.h"
#include "extract/text_block.h"

namespace verifier::extract {
namespace {

std::string_view attribute(const GumboNode* n, const char* name) {
  const GumboAttribute* a = gumbo_get_attribute(&n->v.element.attributes, name);
  return a ? std::string_view(a->value) : std::string_view();
}
bool has_attribute(const GumboNode* n, const char* name) {
  return gumbo_get_attribute(&n->v.element.attributes, name) != nullptr;
}

// The concatenated text children of an element (title, style).
std::string child_text(const GumboNode* n) {
  std::string out;
  const GumboVector& kids = n->v.element.children;
  for (unsigned i = 0; i < kids.length; ++i) {
    const auto* k = static_cast<const GumboNode*>(kids.data[i]);
    if (k->type == GUMBO_NODE_TEXT || k->type == GUMBO_NODE_WHITESPACE ||
        k->type == GUMBO_NODE_CDATA)
      out += k->v.text.text;
  }
  return out;
}

const GumboVector* children_of(const GumboNode* n) {
  if (n->type == GUMBO_NODE_DOCUMENT) return &n->v.document.children;
  if (n->type == GUMBO_NODE_ELEMENT) return &n->v.element.children;
  return nullptr;  // text, comments, and template contents (never shown)
}

// Calls visit(element) for every element in tree order; visit returns false
// to skip the element's subtree.
template <typename Visit>
void walk_elements(const GumboNode* root, Visit visit) {
  std::vector<const GumboNode*> stack{root};
  while (!stack.empty()) {
    const GumboNode* n = stack.back();
    stack.pop_back();
    if (n->type == GUMBO_NODE_ELEMENT && !visit(n)) continue;
    const GumboVector* kids = children_of(n);
    if (!kids) continue;
    for (unsigned i = kids->length; i-- > 0;) stack.push_back(static_cast<const GumboNode*>(kids->data[i]));
  }
}

struct HeadFacts {
  PageStyle style;
  std::string title;
  std::string refresh;
  std::string base_href;
  std::string next_data;
  bool has_title = false;
};

HeadFacts read_head_facts(const GumboNode* root) {
  HeadFacts f;
  walk_elements(root, [&](const GumboNode* n) {
    if (n->v.element.tag_namespace != GUMBO_NAMESPACE_HTML) return true;
    switch (n->v.element.tag) {
      case GUMBO_TAG_STYLE: f.style.add_style_sheet(child_text(n), attribute(n, "media")); return false;
      case GUMBO_TAG_SCRIPT:
        if (f.next_data.empty() && attribute(n, "id") == "__NEXT_DATA__") f.next_data = child_text(n);
        return false;
      case GUMBO_TAG_TITLE:
        if (!f.has_title) f.title = collapse_whitespace(child_text(n));
        f.has_title = true;
        return false;
      case GUMBO_TAG_META:
        if (f.refresh.empty() && ascii_iequals(attribute(n, "http-equiv"), "refresh"))
          f.refresh = attribute(n, "content");
        return false;
      case GUMBO_TAG_BASE:
        if (f.base_href.empty()) f.base_href = attribute(n, "href");
        return false;
      default: return true;
    }
  });
  return f;
}

bool never_rendered(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_HEAD: case GUMBO_TAG_SCRIPT: case GUMBO_TAG_STYLE:
    case GUMBO_TAG_TEMPLATE: case GUMBO_TAG_TITLE: case GUMBO_TAG_META:
    case GUMBO_TAG_LINK: case GUMBO_TAG_BASE: case GUMBO_TAG_NOEMBED:
    case GUMBO_TAG_NOFRAMES: case GUMBO_TAG_IFRAME: case GUMBO_TAG_EMBED:
    case GUMBO_TAG_PARAM: case GUMBO_TAG_AUDIO: case GUMBO_TAG_VIDEO:
    case GUMBO_TAG_CANVAS: case GUMBO_TAG_TEXTAREA: case GUMBO_TAG_DATALIST:
    case GUMBO_TAG_INPUT: case GUMBO_TAG_IMG: case GUMBO_TAG_AREA:
    case GUMBO_TAG_SOURCE: case GUMBO_TAG_TRACK: case GUMBO_TAG_RP:
    case GUMBO_TAG_FRAMESET: case GUMBO_TAG_FRAME:
      return true;
    default:
      return false;
  }
}

class VisibleText {
 public:
  VisibleText(const HeadFacts& facts, const HtmlOptions& options, Budget& budget)
      : facts_(facts), options_(options), budget_(budget) {}

  // Once the budget is over, the text so far is the page's.
  void run(const GumboNode* root, HtmlText& out) {
    enter(root);
    while (!stack_.empty() && !budget_.over()) {
      Frame& top = stack_.back();
      const GumboVector* kids = children_of(top.node);
      if (kids && top.next < kids->length) {
        visit(static_cast<const GumboNode*>(kids->data[top.next++]));
      } else {
        leave();
      }
    }
    out.first_heading = std::move(heading_);
    out.blocks = writer_.take();
  }

 private:
  struct Frame {
    const GumboNode* node;
    unsigned next = 0;
    bool block = false;
    bool visible = true;              // visibility, inherited
    bool blockifies_children = false;  // a flex or grid container
    bool heading = false;
    std::size_t heading_start = 0;
    bool closed_details = false;  // only the first <summary> shows
    bool summary_seen = false;
    bool cell = false;    // a table cell laid out as the browser's default
    bool in_cell = false;  // inline content of such a cell
    int cells_seen = 0;   // of a row: the cells written so far
  };

  void visit(const GumboNode* n) {
    switch (n->type) {
      case GUMBO_NODE_TEXT: case GUMBO_NODE_WHITESPACE: case GUMBO_NODE_CDATA:
        if (stack_.back().visible) writer_.text(n->v.text.text);
        return;
      case GUMBO_NODE_ELEMENT:
        if (shown(n)) enter(n);
        return;
      default:
        return;  // comments, template contents
    }
  }

  // Whether the element is laid out at all (its text may still be
  // invisible: a visibility:hidden box can hold a visible child).
  bool shown(const GumboNode* n) {
    const GumboElement& e = n->v.element;
    Frame& parent = stack_.back();
    if (parent.closed_details) {
      bool first_summary = e.tag == GUMBO_TAG_SUMMARY && !parent.summary_seen;
      parent.summary_seen = parent.summary_seen || first_summary;
      if (!first_summary) return false;
    }
    if (e.tag_namespace != GUMBO_NAMESPACE_HTML) return foreign_shown(e.tag);
    if (never_rendered(e.tag)) return false;
    if (e.tag == GUMBO_TAG_BR && parent.in_cell) {
      writer_.text("; ");  // a line of a cell, not the end of its row
      return false;
    }
    if (e.tag == GUMBO_TAG_BR || e.tag == GUMBO_TAG_HR) {
      writer_.boundary();
      return false;
    }
    if (e.tag == GUMBO_TAG_UNKNOWN && element_tag(n, scratch_) == "dialog" && !has_attribute(n, "open"))
      return false;
    std::string_view id = attribute(n, "id");
    for (const auto& skip : options_.skip_ids)
      if (!id.empty() && id == skip) return false;
    return true;
  }

  // SVG and MathML: text elements show, metadata does not.
  static bool foreign_shown(GumboTag tag) {
    return tag != GUMBO_TAG_TITLE && tag != GUMBO_TAG_DESC && tag != GUMBO_TAG_SCRIPT &&
           tag != GUMBO_TAG_STYLE;
  }

  void enter(const GumboNode* n) {
    Frame f{n};
    if (n->type == GUMBO_NODE_ELEMENT) {
      if (!styled(n, f)) return;
      const GumboElement& e = n->v.element;
      f.closed_details = e.tag == GUMBO_TAG_DETAILS && !has_attribute(n, "open");
      f.heading = e.tag == GUMBO_TAG_H1 && !heading_seen_;
      heading_seen_ = heading_seen_ || f.heading;
    }
    f.in_cell = f.cell || (!f.block && !stack_.empty() && stack_.back().in_cell);
    if (f.block) writer_.boundary();
    if (f.cell && !stack_.empty() && stack_.back().cells_seen++ > 0 && writer_.in_block())
      writer_.text(" | ");
    f.heading_start = writer_.size();
    stack_.push_back(f);
  }

  void leave() {
    Frame f = stack_.back();
    stack_.pop_back();
    if (f.block) writer_.boundary();
    if (!f.heading) return;
    const auto& blocks = writer_.blocks();
    for (std::size_t i = f.heading_start; i < blocks.size(); ++i)
      heading_ += (heading_.empty() ? "" : " ") + blocks[i];
  }

  // The cascade over the browser's defaults: false when the element is
  // display:none (its own or, for [hidden], the default); else fills in
  // how it lays out. Anti-clickjacking pages hide <html> or <body> until a
  // script shows them; a reader with scripts on sees the text, so it counts.
  bool styled(const GumboNode* n, Frame& f) {
    const GumboElement& e = n->v.element;
    bool parent_visible = stack_.empty() || stack_.back().visible;
    bool parent_blockifies = !stack_.empty() && stack_.back().blockifies_children;
    bool parent_block = !stack_.empty() && stack_.back().block;
    bool html = e.tag_namespace == GUMBO_NAMESPACE_HTML;
    bool root = html && (e.tag == GUMBO_TAG_HTML || e.tag == GUMBO_TAG_BODY);
    ElementStyle style = facts_.style.style_of(n, budget_);
    if (budget_.over()) return false;  // not the cascade's answer: the page ends here
    using Display = ElementStyle::Display;
    if (!root && style.display == Display::none) return false;
    if (!root && style.display == Display::unset && html && has_attribute(n, "hidden")) return false;
    f.visible = root || style.visible.value_or(parent_visible);
    bool default_block = html && is_block_element(element_tag(n, scratch_));
    f.block = style.display == Display::block || (style.display == Display::unset && default_block) ||
              parent_blockifies || style.floats || style.out_of_flow;
    f.blockifies_children = style.blockifies_children;
    // A row reads across, as a reader sees it: its cells are one block,
    // joined by " | " (match/table_row.h reads such rows), so a system's
    // name and its site in the next cell are one passage.
    if (html && style.display == Display::unset && !parent_blockifies &&
        (e.tag == GUMBO_TAG_TD || e.tag == GUMBO_TAG_TH)) {
      f.cell = true;
      f.block = style.floats || style.out_of_flow;
    }
    if (style.display == Display::inherit) {  // the parent's, and the parent is shown
      f.block = f.block || parent_block;
      f.blockifies_children = !stack_.empty() && stack_.back().blockifies_children;
    }
    return true;
  }

  const HeadFacts& facts_;
  const HtmlOptions& options_;
  Budget& budget_;
  BlockWriter writer_;
  std::vector<Frame> stack_;
  std::string heading_;
  bool heading_seen_ = false;
  std::string scratch_;
};

}  // namespace

HtmlText html_text(std::string_view html, const HtmlOptions& options) {
  HtmlDocument doc(html);
  HtmlText out;
  if (!doc.root()) return out;
  HeadFacts facts = read_head_facts(doc.root());
  Budget unbudgeted(ReadLimits{});  // a caller without limits still gets the caps
  VisibleText(facts, options, options.budget ? *options.budget : unbudgeted).run(doc.root(), out);
  out.title = std::move(facts.title);
  out.refresh = std::move(facts.refresh);
  out.base_href = std::move(facts.base_href);
  out.next_data = std::move(facts.next_data);
  return out;
}

}  // namespace verifier::extract
