// The lock: one State per file at a time; the second one, in this process
// or another, fails at once naming the holder's pid.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/scratch.h"
#include "state/state.h"

using namespace verifier;
using state::State;

TEST_CASE("a second State on the same file throws StateLocked with the holder's pid") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  {
    State first(file);
    try {
      State second(file);
      FAIL("the second open did not throw");
    } catch (const state::StateLocked& e) {
      CHECK(e.pid() == ::getpid());
      CHECK(std::string(e.what()) == "state locked by pid " + std::to_string(::getpid()));
    }
  }
  // Released with the first State: a new one opens.
  CHECK_NOTHROW(State again(file));
}

TEST_CASE("the lock holds against another process, which is named") {
  test::Scratch dir;
  const auto file = dir / "state.sqlite";
  int ready[2];
  REQUIRE(::pipe(ready) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::close(ready[0]);
    try {
      State held(file);
      char ok = 'k';
      if (::write(ready[1], &ok, 1) != 1) ::_exit(2);
      ::pause();  // until killed
    } catch (...) {
      ::_exit(1);
    }
    ::_exit(0);
  }
  ::close(ready[1]);
  char got = 0;
  const bool child_locked = ::read(ready[0], &got, 1) == 1 && got == 'k';
  ::close(ready[0]);
  if (child_locked) {
    try {
      State mine(file);
      FAIL("opened a state another process holds");
    } catch (const state::StateLocked& e) {
      CHECK(e.pid() == child);
    }
  }
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  REQUIRE(child_locked);
  // A killed holder releases the lock with its process.
  CHECK_NOTHROW(State after(file));
}
