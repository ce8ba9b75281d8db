// app/commands.h: the subcommands, each a function from its options to an
// exit code. The command line (cli.cpp) parses; these do the work by wiring
// the stages together. Nothing below app/ knows another stage's insides.
#pragma once

#include "app/options.h"

namespace verifier::app {

int run_command(const RunOptions& options);
int check_command(const CheckOptions& options);
int text_command(const TextOptions& options);
int lint_command(const LintOptions& options);
int aliases_command(const AliasesOptions& options);
int diff_command(const DiffOptions& options);

// The command line itself: parses argv and calls one of the above. What
// escapes it as an exception, app/main.cpp's main catches (exit 3).
int command_line(int argc, char** argv);

}  // namespace verifier::app
