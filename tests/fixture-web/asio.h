// The one way this folder includes Asio and Beast: <utility> first works around
// g++ 12 with Boost 1.74 ("'exchange' is not a member of 'std'" in awaitable.hpp).
#pragma once

#include <utility>

// Boost 1.74 turns co_await on for clang only with <experimental/coroutine>
// (libc++ and -fcoroutines-ts), which libstdc++ 12 does not have; clang 14
// in C++20 has the standard coroutines libstdc++'s <coroutine> needs (as g++
// does), so say so: without it `awaitable` is not declared and neither
// clang++ nor clang-tidy (the tidy preset) can compile this folder.
#if defined(__clang__) && !defined(BOOST_ASIO_HAS_CO_AWAIT)
#define BOOST_ASIO_HAS_CO_AWAIT 1
#endif

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace fixture {
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = boost::beast::http;
using tcp = boost::asio::ip::tcp;
template <class T>
using awaitable = boost::asio::awaitable<T>;
}  // namespace fixture
