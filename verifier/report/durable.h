// report/durable.h: what makes a report's rename survive a crash, shared by
// the atomic writes (write.cpp) and the staged set (publish.cpp).
#pragma once

#include <filesystem>

namespace verifier::report {

// A rename is durable only once the folder's entry is on disk too: fsync of
// the folder. Best effort: a folder that cannot be opened is left as it is.
void sync_dir(const std::filesystem::path& dir);

}  // namespace verifier::report
