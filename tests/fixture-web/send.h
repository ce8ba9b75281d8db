// Acting out a Reply on a wire: framing (Content-Length, chunked, close-delimited,
// a lying length) and every socket-level behaviour of its entry (delays, drip,
// reset, never answering, endless headers or body, garbage). Takes the wire and
// the reply; gives whether the connection may carry another request.
#pragma once

#include "plan.h"
#include "wire.h"

namespace fixture {

awaitable<bool> send(Wire& w, Reply& r);

}  // namespace fixture
