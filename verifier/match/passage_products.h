// match/passage_products.h: internal to match/: a node count times what
// each node holds, as a reader multiplies them, the one owner of a product's
// form for the scan (joined_counts.cpp's products of one phrase, a table's row) and
// for facts.h's products across one passage (passage_product, passage_sum,
// passage_totals, defined in passage_products.cpp).
#pragma once

#include "match/facts.h"

namespace verifier::match::internal {

Count product_of(const Count& nodes, const Count& each);

}  // namespace verifier::match::internal
