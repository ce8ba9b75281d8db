// match-text: prints the text the matcher sees for a local page (corpus
// files while writing suite cases); Markdown and .txt are read as they are.
// Usage: match-text FILE
#include <fstream>
#include <iostream>
#include <sstream>

#include "extract/extract.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: match-text FILE\n";
    return 2;
  }
  std::filesystem::path p(argv[1]);
  auto ext = p.extension().string();
  if (ext == ".md" || ext == ".txt") {
    std::ifstream in(p, std::ios::binary);
    std::cout << in.rdbuf();
  } else {
    std::cout << verifier::extract::read_file(p, std::vector<verifier::PageSignature>{}).text() << "\n";
  }
  return 0;
}
