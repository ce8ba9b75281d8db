// tests/extract/extract_text.cpp: `extract-text FILE`: prints the text the
// matcher would see for a local page (title, then one block a line), as
// `verifier text FILE` will. Reads *.gz corpus pages too. For
// scripts/eval-extract and for looking at a page by hand.
#include <filesystem>
#include <iostream>

#include "extract/extract.h"
#include "gz_file.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: extract-text FILE\n";
    return 2;
  }
  std::filesystem::path file = argv[1];
  std::string bytes = verifier::extract::testing::read_maybe_gz(file);
  if (file.extension() == ".gz") file.replace_extension();
  verifier::Page page = verifier::extract::read_local(bytes, file, verifier::extract::Signatures());
  std::cout << page.text() << '\n';
  return 0;
}
