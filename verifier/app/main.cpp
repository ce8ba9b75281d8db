// app/main.cpp: the verifier binary. Anything that escapes as an exception is
// a failure of the run itself (exit 3), never a user's input error.
#include <exception>
#include <iostream>

#include "app/commands.h"

int main(int argc, char** argv) {
  try {
    return verifier::app::main(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "verifier: " << e.what() << '\n';
  } catch (...) {
    std::cerr << "verifier: unexpected failure\n";
  }
  return verifier::app::exit_run_failed;
}
