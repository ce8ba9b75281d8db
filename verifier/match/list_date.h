// match/list_date.h: the month of the TOP500 list a page is, read from its
// address. Takes: a page's URL (or a corpus path). Gives: the list's year
// and month as YYYYMM, or 0 when the address names no list of a month.
// A list holds the machines running when it came out, so a row of a June
// 2020 list is no phase of a machine first run in November 2020. Also, for
// a TOP500 page that dates its rows by list (a system's Ranking table, the
// history of one rank), the latest list its rows give.
//
// The date is read after the address's last "top500" (the host of
// top500.org's own lists, or a folder or file of them), so that an archive's
// capture time before it says nothing, and only for the lists' months, June
// and November, in the forms the lists' copies use:
//   top500.org/lists/top500/2020/06/, .../list/2020/06/   (year / month)
//   TOP500_202006.csv, top500-scrap500/list/201811.1.html  (YYYYMM)
//   top500/tommygorham/november2024.csv                   (month name, year)
#pragma once

#include <span>
#include <string_view>

namespace verifier::match {

int list_month(std::string_view url);

// The list's month a phrase gives by the month's name and its year, as a
// list's page heads itself wherever it is served ("June 2024 HPCG Results",
// "November 2023"): YYYYMM, or 0. Whether the phrase is about a list at all
// is the caller's to ask.
int month_named_in(std::string_view phrase);

// The latest list a TOP500 page dates its rows by (YYYYMM), read from its
// lines that open with a list's month, "11/2018": a system's Ranking table
// ("top500.org/system/179393/", "top500-scrap500/system/179393.html") or
// the history of one rank, each row a list's entry ("06/2018 | 5 | AI
// Bridging Cloud Infrastructure (ABCI) - ..."), on a page whose address
// names "top500" but no list of a month; 0 elsewhere. Its machines ran by
// that list, as a list's machines ran by its month: ABCI's 2018 entry is no
// ABCI 2.0 of 2021.
int last_ranked_list(std::string_view url, std::string_view text);

// The list's month a row of values gives in a field of its own, six digits
// YYYYMM of a list's month: scrap500's table of all systems closes each
// entry's row with the last list it ran on ("...,5,201811"), the lists' one
// CSV opens each row with its list ("201806,5,AI Bridging ..."). The
// latest where several fields do; 0 where none does (a core count, 391680).
int list_month_field(std::span<const std::string_view> fields);

}  // namespace verifier::match
