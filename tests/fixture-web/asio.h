// The one way this folder includes Asio and Beast: <utility> first works around
// g++ 12 with Boost 1.74 ("'exchange' is not a member of 'std'" in awaitable.hpp).
#pragma once

#include <utility>

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
