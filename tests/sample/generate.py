#!/usr/bin/python3
"""tests/sample/generate.py: writes the offline sample's fixture web.

The sample is a few bundled records (records/*.yaml, converted from Epoch AI's
GPU cluster data) whose citations are served, offline, by tests/fixture-web.
Every page under tests/sample/web/ is a FIXTURE written for the verifier's
tests: it stands in for the cited page at exactly the cited URL and is not the
publisher's text. This script is the one source of truth; it writes

  tests/sample/web/<host>/<path>   the pages (Wayback snapshots at their id_ form)
  tests/sample/manifest.yaml       the misbehaviours (tests/fixture-web/README.md)
  tests/sample/records.txt         the chosen record ids, one a line
  tests/sample/expected.tsv        the expected result of every citation, and verdicts
  the table in tests/sample/README.md between its two marker lines

Run it again after changing a page or after records/ was reconverted:
    tests/sample/generate.py            (writes)
    tests/sample/generate.py --check    (exit 1 if a cited URL has no page, or
                                         the records no longer cite what is here)
"""
import argparse
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from fixturegen import (Web, article, challenge_page, error_page, file_of, host_of,  # noqa: E402
                        js_shell, pdf_bytes, png_bytes, soft_404_page, target_of,
                        wayback_fetch_target)

WB = "https://web.archive.org/web/"

# The chosen systems and the verdict each must get. Uncited ones have no URL.
SYSTEMS = {
    "xai-colossus-memphis-phase-1": "verified",
    "xai-colossus-memphis-phase-2": "verified",
    "oak-ridge-nl-frontier": "verified",
    "meta-100k": "weakly-sourced",
    "tesla-cortex-phase-1": "verified",
    "lawrence-livermore-nl-el-capitan-phase-1": "verified",
    "meta-genai-2024a": "unverifiable",
    "jupiter-julich": "verified",
    "microsoft-azure-eagle": "verified",
    "alps-supercomputer-phase-2": "verified",
    "eurohpc-lumi": "verified",
    "lawrence-berkeley-nl-nersc-perlmutter": "verified",
    "argonne-nl-aurora": "verified",
    "university-of-bristol-isambard-ai": "verified",
    "meta-research-supercluster-rsc-1-phase-1": "verified",
    "meta-2017-v100-cluster": "weakly-sourced",
    "openai-microsoft-atlanta": "unverifiable",
    "lawrence-livermore-nl-sierra": "verified",
    "oak-ridge-nl-summit": "verified",
    "nvidia-selene-phase-2": "verified",
    "aist-abci-3-0": "verified",
    "magic-g4-google-cloud-rental": "unverifiable",
    "samsung-ssc4": "uncited",
    "corvex-b200s": "uncited",
    "homer-city-energy-campus": "uncited",
}

# Every cited URL: how the fixture web answers it (kind), and the result each
# citing system must get. Kinds: "page" (an HTML page written below), "gzip",
# "cp1252", "sjis", "pdf", "png", "shell", "challenge", "soft404", "status"
# (an error status), "retry" (503 that clears on the second try), "never"
# (never answers: unreachable at --timeout), "robots" (its host's robots.txt
# disallows it), "redirect" (to another URL of this web).
PAGES = []


def cite(url, expect, kind="page", body=None, **extra):
    PAGES.append(dict(url=url, expect=expect, kind=kind, body=body, **extra))


# --- xAI Colossus, Memphis ---------------------------------------------------
cite("https://archive.ph/Bh9Tq", {"xai-colossus-memphis-phase-1": "names"}, body=article(
    "Musk's xAI switches on Colossus in Memphis",
    ["xAI says its Colossus training system in Memphis is now running, 122 days after work began "
     "at the former Electrolux factory on Paul R. Lowry Road.",
     "Elon Musk called it the most powerful AI training system in the world: a supercomputer of "
     "100,000 liquid-cooled Nvidia H100 GPUs on a single RDMA fabric, with plans to double it.",
     "Local officials welcomed the investment while environmental groups questioned the gas "
     "turbines used to power the site before grid capacity arrives."],
    site="archive.today"))
cite(WB + "20240727065656/https://www.commercialappeal.com/story/news/government/city/2024/07/09/"
     "elon-musk-xai-memphis-electricity-water-mlgw/74331544007/",
     {"xai-colossus-memphis-phase-1": "does-not-name"}, body=article(
         "Elon Musk's xAI will need 150 megawatts and a million gallons of water a day, MLGW says",
         ["Memphis Light, Gas and Water told the city council that the xAI facility in south Memphis "
          "would need up to 150 megawatts of electricity once fully built out.",
          "The utility said 50 megawatts would be available by August and that the company would "
          "also pay for a new substation. Council members asked how much water the site's cooling "
          "towers would draw from the Memphis Sand aquifer.",
          "MLGW's president said the utility was still studying the impact on summer peak demand."],
         site="The Commercial Appeal"))
cite("https://archive.ph/z39uN", {"xai-colossus-memphis-phase-1": "names",
                                  "xai-colossus-memphis-phase-2": "names"}, body=article(
    "xAI Colossus: inside the 100k-GPU cluster",
    ["We toured xAI's Colossus in Memphis, the largest AI supercomputer we have seen: each rack "
     "holds 64 Nvidia H100 GPUs in eight Supermicro liquid-cooled servers.",
     "The first phase of 100,000 GPUs went from an empty building to training Grok in months; "
     "a second phase is doubling it to 200,000 GPUs with H200s added."],
    table=[["Item", "Value"], ["System", "Colossus"], ["Location", "Memphis, Tennessee"],
           ["GPUs per rack", "64"], ["Network", "Spectrum-X Ethernet"]],
    site="archive.today"))
cite(WB + "20241217184541/https://memphischamber.com/economic-development/xai/",
     {"xai-colossus-memphis-phase-2": "names"}, kind="gzip", body=article(
         "xAI in Memphis - Greater Memphis Chamber",
         ["xAI announced its plans to expand Colossus, its supercomputer in Memphis, to at least "
          "one million GPUs, the largest capital investment in the region's history.",
          "The Greater Memphis Chamber is forming a task force with MLGW and the Tennessee Valley "
          "Authority to support the expansion."],
         site="Greater Memphis Chamber"))
cite("https://www.youtube.com/watch?v=AUAJ82H12qs&t=260s",
     {"xai-colossus-memphis-phase-2": "needs-javascript"}, kind="shell", body=js_shell("YouTube"))

# --- Oak Ridge: Frontier and Summit -------------------------------------------
cite(WB + "20240720224959/https://docs.olcf.ornl.gov/systems/frontier_user_guide.html",
     {"oak-ridge-nl-frontier": "names"}, body=article(
         "Frontier User Guide - OLCF User Documentation",
         ["Frontier is a HPE Cray EX supercomputer located at the Oak Ridge Leadership Computing "
          "Facility. With a theoretical peak double-precision performance of approximately 2 "
          "exaflops, it is the fastest system in the world for a wide range of traditional "
          "computational science applications.",
          "The system has 74 Olympus rack HPE cabinets, each with 128 AMD compute nodes, for a "
          "total of 9,408 AMD compute nodes."],
         heading="Frontier User Guide",
         table=[["Node", "CPU", "GPUs"], ["Frontier compute node", "AMD EPYC 7A53 (64 cores)",
                                          "4 AMD Instinct MI250X per node"]]))
cite(WB + "20240823003004/https://www.ornl.gov/news/frontier-supercomputer-debuts-worlds-fastest-"
     "breaking-exascale-barrier", {"oak-ridge-nl-frontier": "names"}, body=article(
         "Frontier supercomputer debuts as world's fastest, breaking exascale barrier | ORNL",
         ["The Frontier supercomputer at the Department of Energy's Oak Ridge National Laboratory "
          "earned the top ranking today as the world's fastest on the 59th TOP500 list, with "
          "1.1 exaflops of performance.",
          "Frontier is the first true exascale machine, able to solve calculations five times "
          "faster than the previous list leader."], site="ORNL"))
cite(WB + "20240904145755/https://www.ornl.gov/news/ornl-launches-summit-supercomputer",
     {"oak-ridge-nl-summit": "names"}, body=article(
         "ORNL Launches Summit Supercomputer | ORNL",
         ["The U.S. Department of Energy's Oak Ridge National Laboratory today unveiled Summit as "
          "the world's most powerful and smartest scientific supercomputer.",
          "With a peak performance of 200,000 trillion calculations per second, or 200 petaflops, "
          "Summit will be eight times more powerful than ORNL's previous top-ranked system, Titan. "
          "It has 4,608 servers, each with two IBM POWER9 processors and six NVIDIA Tesla V100 "
          "graphics processing units."], site="ORNL"))
SUMMIT_FAQ = "https://www.olcf.ornl.gov/olcf-resources/compute-systems/summit/summit-faqs"
cite("https://web.archive.org/" + SUMMIT_FAQ, {"oak-ridge-nl-summit": "names"}, kind="redirect",
     to=WB + "20240611093315/" + SUMMIT_FAQ, body=article(
         "Summit FAQs - Oak Ridge Leadership Computing Facility",
         ["What is Summit? Summit is an IBM AC922 supercomputer at the OLCF with 4,608 nodes, each "
          "with two POWER9 CPUs and six NVIDIA V100 GPUs.",
          "How do I get time on Summit? Through the INCITE, ALCC and Director's Discretionary "
          "programs."], site="OLCF"))
cite("https://www.nextplatform.com/2017/10/05/clever-machinations-livermores-sierra-supercomputer/",
     {"oak-ridge-nl-summit": "blocked", "lawrence-livermore-nl-sierra": "blocked"},
     kind="status", status=403, body=error_page(403, "Forbidden", "www.nextplatform.com"))

# --- Meta ----------------------------------------------------------------------
TOMS_META = ("https://www.tomshardware.com/tech-industry/artificial-intelligence/meta-is-using-more-"
             "than-100-000-nvidia-h100-ai-gpus-to-train-llama-4-mark-zuckerberg-says-that-llama-4-is-"
             "being-trained-on-a-cluster-bigger-than-anything-that-ive-seen")
TOMS_META_PAGE = article(
    "Meta is using more than 100,000 Nvidia H100 AI GPUs to train Llama-4",
    ["Mark Zuckerberg says that Llama 4 is being trained on a cluster bigger than anything he has "
     "seen reported by anyone else, with more than 100,000 H100s.",
     "Meta did not say where the cluster is, nor how much power it draws; estimates put it near "
     "150 megawatts."], site="Tom's Hardware")
cite("https://archive.ph/85KB1", {"meta-100k": "does-not-name"}, body=article(
    "Meta's Zuckerberg says Llama 4 training uses more compute than ever",
    ["On the earnings call, Mark Zuckerberg said the company is training Llama 4 on a cluster that "
     "is bigger than 100,000 H100s, and that smaller Llama 4 models would ship first.",
     "Capital expenditure guidance for next year was raised again."], site="archive.today"))
cite(WB + "20240901171617/https://www.semianalysis.com/p/100000-h100-clusters-power-network",
     {"meta-100k": "does-not-name"}, body=article(
         "100,000 H100 Clusters: Power, Network Topology, Ethernet vs InfiniBand, Reliability",
         ["There is a camp that thinks AI capabilities have stagnated since GPT-4. Meanwhile several "
          "firms are building clusters of around 100,000 GPUs, each drawing over 150MW.",
          "We explain rail-optimised topologies, the cost of optics, and why failures every few "
          "hours force frequent checkpointing."], site="SemiAnalysis"))
cite("https://web.archive.org/web/2/" + TOMS_META, {"meta-100k": "does-not-name"}, kind="redirect",
     to=WB + "20241228090751/" + TOMS_META, body=TOMS_META_PAGE)
cite(WB + "20241228090751/" + TOMS_META, {"meta-100k": "does-not-name"}, body=TOMS_META_PAGE)
cite("http://web.archive.org/web/20240828225612/https://engineering.fb.com/2024/03/12/"
     "data-center-engineering/building-metas-genai-infrastructure/",
     {"meta-genai-2024a": "does-not-name"}, body=article(
         "Building Meta's GenAI Infrastructure - Engineering at Meta",
         ["Marking a major investment in Meta's AI future, we are announcing two 24k-GPU clusters. "
          "We are sharing details on the hardware, network, storage, design, performance, and "
          "software that help us extract high throughput and reliability for various AI workloads.",
          "One cluster uses RDMA over converged Ethernet (RoCE); the other uses NVIDIA Quantum2 "
          "InfiniBand. Both use Grand Teton, our in-house open GPU hardware platform."],
         site="Engineering at Meta"))
cite(WB + "20240827223115/https://www.semianalysis.com/p/gpt-4-architecture-infrastructure",
     {"meta-genai-2024a": "server-error"}, kind="status", status=503,
     body=error_page(503, "Service Unavailable", "web.archive.org"))
cite(WB + "20231215015022/http://www.hpcwire.com/2023/05/18/meta-completes-research-supercluster-"
     "announces-next-gen-datacenter/", {"meta-research-supercluster-rsc-1-phase-1": "names"},
     body=article(
         "Meta Completes Research SuperCluster, Announces Next-Gen Datacenter",
         ["Meta has completed the second and final phase of its Research SuperCluster (RSC), which "
          "it says is among the fastest AI supercomputers in the world.",
          "The completed system has 2,000 NVIDIA DGX A100 systems with 16,000 A100 GPUs."],
         site="HPCwire"))
cite(WB + "20240828114058/https://ai.meta.com/blog/ai-rsc/",
     {"meta-research-supercluster-rsc-1-phase-1": "names", "meta-2017-v100-cluster": "does-not-name"},
     body=article(
         "Introducing the AI Research SuperCluster - Meta's cutting-edge AI supercomputer",
         ["Today we are introducing the AI Research SuperCluster (RSC), which we believe is among "
          "the fastest AI supercomputers running today.",
          "Our first generation of this infrastructure, designed in 2017, has 22,000 NVIDIA V100 "
          "Tensor Core GPUs in a single cluster that performs 35,000 training jobs a day."],
         site="Meta AI"))

# --- Tesla Cortex ------------------------------------------------------------------
cite(WB + "20250217061801/https://www.datacenterdynamics.com/en/news/teslas-50000-gpu-cortex-"
     "supercomputer-went-live-in-q4-2024/", {"tesla-cortex-phase-1": "names"}, body=article(
         "Tesla's 50,000 GPU Cortex supercomputer went live in Q4 2024",
         ["Tesla said in its latest shareholder deck that Cortex, its AI training supercomputer at "
          "Gigafactory Texas in Austin, came online in the fourth quarter with around 50,000 Nvidia "
          "H100 GPUs.", "The company credited it with training version 13 of Full Self-Driving."],
         site="DCD"))
cite(WB + "20240822222555/https://www.fool.com/earnings/call-transcripts/2024/07/24/tesla-tsla-q2-"
     "2024-earnings-call-transcript/", {"tesla-cortex-phase-1": "does-not-name"}, body=article(
         "Tesla (TSLA) Q2 2024 Earnings Call Transcript",
         ["Operator: Good afternoon, everyone, and welcome to Tesla's second quarter 2024 Q&A webcast.",
          "Elon Musk: We're also building out the training compute at Giga Texas, and we expect to "
          "bring a large amount of it online over the next few months.",
          "Vaibhav Taneja: Our capital expenditures this quarter were $2.3 billion."],
         site="The Motley Fool"))
cite(WB + "20240904184237/https://www.tomshardware.com/desktops/servers/elon-musk-shows-off-cortex-"
     "ai-supercluster-first-look-at-teslas-50000-nvidia-h100s", {"tesla-cortex-phase-1": "names"},
     body=article(
         "Elon Musk shows off Cortex AI supercluster - first look at Tesla's 50,000 Nvidia H100s",
         ["Elon Musk posted a video of Cortex, the AI supercluster under construction at Giga Texas, "
          "which will use 50,000 Nvidia H100 GPUs and 20,000 of Tesla's own Dojo hardware.",
          "The cluster is expected to draw 130MW at launch."], site="Tom's Hardware"))

# --- Lawrence Livermore: El Capitan and Sierra ------------------------------------
cite(WB + "20240406154137/https://www.hpcwire.com/2022/06/21/amds-mi300-apus-to-power-exascale-el-"
     "capitan-supercomputer/", {"lawrence-livermore-nl-el-capitan-phase-1": "names"}, body=article(
         "AMD's MI300 APUs to Power Exascale El Capitan Supercomputer",
         ["AMD said its Instinct MI300 APU will power El Capitan, the exascale supercomputer to be "
          "installed at Lawrence Livermore National Laboratory in 2023.",
          "The MI300 combines Zen 4 CPU cores and CDNA 3 GPU chiplets with HBM3 memory."],
         site="HPCwire"))
cite(WB + "20240517002417/https://en.wikipedia.org/wiki/El_Capitan_(supercomputer)",
     {"lawrence-livermore-nl-el-capitan-phase-1": "names"}, body=article(
         "El Capitan (supercomputer) - Wikipedia",
         ["El Capitan is an exascale supercomputer at Lawrence Livermore National Laboratory in "
          "Livermore, California. It was built by Hewlett Packard Enterprise and uses AMD Instinct "
          "MI300A accelerators."],
         table=[["Operators", "Lawrence Livermore National Laboratory"],
                ["Architecture", "AMD Instinct MI300A"]], site="Wikipedia"))
cite(WB + "20240806222453/https://www.nextplatform.com/2023/07/10/lining-up-the-el-capitan-"
     "supercomputer-against-the-ai-upstarts/", {"lawrence-livermore-nl-el-capitan-phase-1": "names"},
     body=article(
         "Lining Up The El Capitan Supercomputer Against The AI Upstarts",
         ["Lawrence Livermore is getting its first MI300A nodes, and we compare the machine with "
          "the AI clusters the hyperscalers are building."],
         table=[["System", "Site", "Peak FP64"], ["El Capitan", "LLNL", "2.3 exaflops (est.)"],
                ["Inflection cluster", "CoreWeave", "n/a"]], site="The Next Platform"))
cite(WB + "20240611014231/https://top500.org/system/180283/",
     {"lawrence-livermore-nl-el-capitan-phase-1": "names"}, kind="retry", body=article(
         "El Capitan - HPE Cray EX255a | TOP500",
         ["Site: DOE/NNSA/LLNL, United States. System URL: https://hpc.llnl.gov/"],
         heading="El Capitan - HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A",
         table=[["Cores", "Rmax (PFlop/s)"], ["11,039,616", "1,742.00"]], site="TOP500"))
cite(WB + "20240926221231/https://en.wikipedia.org/wiki/Sierra_(supercomputer)",
     {"lawrence-livermore-nl-sierra": "names"}, body=article(
         "Sierra (supercomputer) - Wikipedia",
         ["Sierra or ATS-2 is a supercomputer built for the Lawrence Livermore National Laboratory "
          "for use by the National Nuclear Security Administration as the second Advanced "
          "Technology System.",
          "It uses IBM POWER9 CPUs and Nvidia Tesla V100 GPUs."], site="Wikipedia"))
cite(WB + "20240927001630/https://hpc.llnl.gov/hardware/compute-platforms/sierra",
     {"lawrence-livermore-nl-sierra": "names"}, body=article(
         "Sierra | HPC @ LLNL",
         ["Sierra is a classified, 125 petaflop, IBM Power Systems AC922 hybrid architecture system."],
         table=[["Platform", "Sierra"], ["Nodes", "4,320"], ["GPUs", "17,280 NVIDIA V100"],
                ["Class", "ATS-2 supercomputer"]], site="LLNL HPC"))

# --- Jupiter, Jülich ---------------------------------------------------------------
cite(WB + "20240825120701/https://nvidianews.nvidia.com/news/nvidia-grace-hopper-superchip-powers-"
     "jupiter-defining-a-new-class-of-supercomputers-to-propel-ai-for-scientific-discovery",
     {"jupiter-julich": "names"}, body=article(
         "NVIDIA Grace Hopper Superchip Powers JUPITER, Defining a New Class of Supercomputers",
         ["NVIDIA today announced that its Grace Hopper superchip will power JUPITER, the first "
          "exascale supercomputer in Europe, at the Jülich Supercomputing Centre in Germany.",
          "The system will use close to 24,000 GH200 superchips."], site="NVIDIA Newsroom"))
cite("https://archive.is/oyvz9", {"jupiter-julich": "names"}, kind="cp1252", body=article(
    "Exascale-Rechner JUPITER in Jülich",
    ["Das Forschungszentrum Jülich baut mit JUPITER den ersten Exascale-Supercomputer Europas.",
     "Rund 24.000 GPUs vom Typ GH200 sollen ab 2024 für Klimaforschung und KI-Modelle rechnen; "
     "die Kosten liegen bei etwa 500 Millionen Euro."],
    charset="windows-1252", lang="de", site="archive.today"))
cite("https://archive.ph/wip/HgCqo", {"jupiter-julich": "not-found"}, kind="soft404",
     body=soft_404_page("archive.today"))
cite("https://www.anandtech.com/show/21136/nvidia-at-sc23-h200-accelerator-with-hbm3e-and-jupiter-"
     "supercomputer-for-2024", {"jupiter-julich": "names"}, body=article(
         "NVIDIA at SC23: H200 Accelerator with HBM3e and Jupiter Supercomputer for 2024",
         ["NVIDIA also announced that its GH200 will anchor Jupiter, the supercomputer being "
          "built at Forschungszentrum Jülich, with nearly 24,000 superchips."], site="AnandTech"))
cite("https://top500.org/system/180357/", {"jupiter-julich": "names"}, body=article(
    "JUPITER Booster - BullSequana XH3000 | TOP500",
    ["Site: EuroHPC/FZJ, Germany."],
    heading="JUPITER Booster - BullSequana XH3000, GH Superchip 72C 3GHz, NVIDIA GH200 Superchip",
    table=[["Manufacturer", "EVIDEN"], ["Installation", "Jülich Supercomputing Centre"],
           ["Accelerators", "NVIDIA GH200 Superchip"]], site="TOP500"))

# --- Microsoft Azure Eagle -------------------------------------------------------------
cite(WB + "20240901103636/https://www.servethehome.com/microsoft-azure-eagle-is-a-paradigm-shifting-"
     "cloud-supercomputer-nvidia-intel/", {"microsoft-azure-eagle": "names"}, body=article(
         "Microsoft Azure Eagle is a Paradigm Shifting Cloud Supercomputer",
         ["Microsoft Azure Eagle placed third on the November TOP500 list with 561 petaflops, "
          "built from ND H100 v5 virtual machines with 14,400 NVIDIA H100 GPUs.",
          "It is the highest-placed cloud system ever on the list."], site="ServeTheHome"))

# --- Alps -------------------------------------------------------------------------------
cite(WB + "20240519135849/https://www.cscs.ch/computers/alps", {"alps-supercomputer-phase-2": "names"},
     body=article("Alps | CSCS",
                  ["Alps is the new research infrastructure of the Swiss National Supercomputing "
                   "Centre, an HPE Cray EX supercomputer with NVIDIA Grace Hopper superchips."],
                  site="CSCS"))
cite(WB + "20240415160748/https://www.hpcwire.com/2023/04/05/into-the-alps-what-exactly-is-the-new-"
     "swiss-supercomputer-infrastructure/", {"alps-supercomputer-phase-2": "names"}, body=article(
         "Into the Alps: What Exactly Is the New Swiss Supercomputer Infrastructure?",
         ["CSCS calls Alps a versatile supercomputing infrastructure rather than a single machine; "
          "we asked what will run on it and when the GH200 nodes arrive."], site="HPCwire"))
cite(WB + "20241004224121/https://www.hpcwire.com/off-the-wire/cscs-debuts-alps-supercomputer-"
     "enhancing-switzerlands-research-infrastructure/", {"alps-supercomputer-phase-2": "names"},
     body=article("CSCS Debuts Alps Supercomputer, Enhancing Switzerland's Research Infrastructure",
                  ["Lugano, Switzerland: the Swiss National Supercomputing Centre inaugurated the "
                   "Alps supercomputer, with 10,752 NVIDIA GH200 Grace Hopper superchips."],
                  site="HPCwire"))
cite(WB + "20250215163401/https://www.top500.org/system/180259/",
     {"alps-supercomputer-phase-2": "names"}, body=article(
         "Alps - HPE Cray EX254n | TOP500", ["Site: Swiss National Supercomputing Centre (CSCS)."],
         heading="Alps - HPE Cray EX254n, NVIDIA Grace 72C 3.1GHz, NVIDIA GH200 Superchip",
         table=[["Cores", "Rmax (PFlop/s)"], ["2,121,600", "434.90"]], site="TOP500"))
cite("https://www.swissinfo.ch/eng/science/how-switzerlands-alps-supercomputer-aims-to-advance-ai/"
     "87659724", {"alps-supercomputer-phase-2": "blocked"}, kind="challenge", body=challenge_page())

# --- LUMI -------------------------------------------------------------------------------
cite(WB + "20241003125301/https://www.lumi-supercomputer.eu/lumis-full-system-architecture-revealed/",
     {"eurohpc-lumi": "names"}, body=article(
         "LUMI's full system architecture revealed - LUMI",
         ["The LUMI supercomputer in Kajaani, Finland, will have a GPU partition of AMD Instinct "
          "MI250X accelerators and a peak performance of over 550 petaflops."], site="LUMI"))
cite(WB + "20240908234416/https://en.wikipedia.org/wiki/LUMI", {"eurohpc-lumi": "names"},
     body=article("LUMI - Wikipedia",
                  ["LUMI (Large Unified Modern Infrastructure) is a petascale supercomputer at the "
                   "CSC data center in Kajaani, Finland, owned by the EuroHPC Joint Undertaking."],
                  site="Wikipedia"))
cite("https://lumi-supercomputer.github.io/LUMI-training-materials/2day-20240502/01_Architecture/",
     {"eurohpc-lumi": "excluded"}, kind="robots",
     robots="User-agent: *\nDisallow: /LUMI-training-materials/\n", body=article(
         "LUMI Architecture - LUMI training materials",
         ["The LUMI-G partition: 2,978 nodes with 4 AMD MI250X each."]))
cite("https://www.tomshardware.com/news/amd-based-finnish-supercomputer-will-be-one-of-worlds-most-"
     "powerful-in-mid-2021", {"eurohpc-lumi": "not-found"}, kind="status", status=404,
     body=error_page(404, "Not Found", "www.tomshardware.com"))

# --- Perlmutter ---------------------------------------------------------------------------
cite(WB + "20240421214604/https://www.hpcwire.com/2021/05/27/nersc-debuts-perlmutter-worlds-fastest-"
     "ai-supercomputer/", {"lawrence-berkeley-nl-nersc-perlmutter": "names"}, body=article(
         "NERSC Debuts Perlmutter, World's Fastest AI Supercomputer",
         ["NERSC at Lawrence Berkeley National Laboratory dedicated Perlmutter, an HPE Cray "
          "supercomputer with 6,159 NVIDIA A100 GPUs, named for Nobel laureate Saul Perlmutter."],
         site="HPCwire"))
cite(WB + "20240927184852/https://docs.nersc.gov/systems/perlmutter/architecture/",
     {"lawrence-berkeley-nl-nersc-perlmutter": "names"}, body=article(
         "Architecture - NERSC Documentation",
         ["Perlmutter is a HPE Cray EX supercomputer with both GPU-accelerated and CPU-only nodes."],
         table=[["Partition", "Nodes", "GPUs per node"], ["GPU", "1,792", "4 NVIDIA A100"],
                ["CPU", "3,072", "-"]], site="NERSC Documentation"))
cite("https://top500.org/news/crays-next-generation-supercomputer-headed-to-berkeley-lab-in-2020/",
     {"lawrence-berkeley-nl-nersc-perlmutter": "does-not-name"}, body=article(
         "Cray's Next-Generation Supercomputer Headed to Berkeley Lab in 2020 | TOP500",
         ["The Department of Energy has awarded Cray a contract for NERSC-9, a pre-exascale system "
          "for the National Energy Research Scientific Computing Center, to be delivered in late 2020.",
          "The system will be the first to use Cray's Shasta architecture and its Slingshot "
          "interconnect."], site="TOP500"))

# --- Aurora ---------------------------------------------------------------------------------
cite(WB + "20240824025729/https://www.intel.com/content/www/us/en/newsroom/news/intel-powered-aurora-"
     "supercomputer-breaks-exascale-barrier.html#gs.f9p1j0", {"argonne-nl-aurora": "names"},
     body=article(
         "Intel-Powered Aurora Supercomputer Breaks the Exascale Barrier",
         ["The Aurora supercomputer at Argonne National Laboratory has broken the exascale barrier "
          "at 1.012 exaflops using 9,234 nodes, 87% of the system.",
          "Aurora is built on Intel Xeon CPU Max Series and Intel Data Center GPU Max Series."],
         site="Intel Newsroom"))
cite(WB + "20240524235355/https://www.extremetech.com/computing/intel-aurora-supercomputer-breaks-"
     "exascale-barrier-but-fails-to-topple", {"argonne-nl-aurora": "names"}, body=article(
         "Intel Aurora Supercomputer Breaks Exascale Barrier, But Fails to Topple Frontier",
         ["Argonne's Aurora supercomputer has finally crossed one exaflop, though it remains second "
          "on the TOP500 list behind Frontier."], site="ExtremeTech"))
cite(WB + "20240604155426/https://extremecomputingtraining.anl.gov/wp-content/uploads/sites/96/2023/"
     "08/ATPESC-2023-Track-1-Talk-3-Servesh-Mulalidharan-Aurora.pdf", {"argonne-nl-aurora": "names"},
     kind="pdf", title="ATPESC 2023: Aurora Architecture", lines=[
         "Argonne Leadership Computing Facility",
         "Aurora supercomputer: 10,624 nodes, 63,744 Intel Data Center GPU Max 1550",
         "Each node: 2 Intel Xeon CPU Max 9470 and 6 GPUs, HPE Slingshot 11"])

# --- Isambard-AI ---------------------------------------------------------------------------
cite(WB + "20240526090503/https://blogs.nvidia.com/blog/uk-largest-ai-supercomputer/",
     {"university-of-bristol-isambard-ai": "names"}, body=article(
         "Isambard-AI to Be UK's Most Powerful Supercomputer | NVIDIA Blog",
         ["The University of Bristol's Isambard-AI will be built with 5,448 NVIDIA GH200 Grace "
          "Hopper superchips and will be the UK's most powerful supercomputer."], site="NVIDIA Blog"))
cite(WB + "20240525234841/https://www.hpcwire.com/off-the-wire/uks-isambard-ai-supercomputer-goes-"
     "online-ranking-2nd-greenest-globally/", {"university-of-bristol-isambard-ai": "names"},
     body=article(
         "UK's Isambard-AI Supercomputer Goes Online, Ranking 2nd Greenest Globally",
         ["Phase one of Isambard-AI at the National Composites Centre in Bristol is online and "
          "ranked second on the Green500."], site="HPCwire"))
cite("https://www.theregister.com/2023/11/01/uk_isambard_supercomputer/",
     {"university-of-bristol-isambard-ai": "unreachable"}, kind="never")

# --- OpenAI/Microsoft Atlanta: a video, with a remark on where ------------------------------
cite("https://www.youtube.com/watch?v=hobvps-H38o", {"openai-microsoft-atlanta": "needs-javascript"},
     kind="shell", body=js_shell("YouTube"))

# --- NVIDIA Selene ----------------------------------------------------------------------------
cite(WB + "20240406153716/https://www.hpcwire.com/2020/06/22/nvidia-nabs-7-spot-on-top500-with-"
     "selene-launches-a100-pcie-cards/", {"nvidia-selene-phase-2": "names"}, body=article(
         "Nvidia Nabs #7 Spot on Top500 with Selene, Launches A100 PCIe Cards",
         ["Nvidia's in-house Selene supercomputer, built from DGX A100 systems in under a month, "
          "took seventh place on the TOP500 with 27.6 petaflops."], site="HPCwire"))
cite(WB + "20240404062320/https://www.opensfs.org/wp-content/uploads/Accelerating-AI-at-Scale_Julie_"
     "Prethvi_updated051421.pdf", {"nvidia-selene-phase-2": "does-not-name"}, kind="pdf",
     title="Accelerating AI at Scale (LUG 2021)", lines=[
         "Lustre file system design for DGX SuperPOD deployments",
         "Storage bandwidth per node and metadata performance at scale"])

# --- AIST ABCI 3.0 (one page in Shift_JIS) ------------------------------------------------------
cite(WB + "20241115024655/https://arxiv.org/html/2411.09134v1", {"aist-abci-3-0": "names"},
     body=article(
         "ABCI 3.0: Evolution of the leading AI infrastructure in Japan",
         ["ABCI 3.0 is the latest version of the AI Bridging Cloud Infrastructure, a large-scale "
          "open AI infrastructure that AIST has operated since August 2018.",
          "It consists of 766 compute nodes, each with eight NVIDIA H200 GPUs."], site="arXiv"))
cite(WB + "20250211075424/https://www.asahi.com/ajw/articles/15593572", {"aist-abci-3-0": "names"},
     kind="sjis", body=article(
         "産総研、AIスーパーコンピューター「ABCI 3.0」の運用開始",
         ["産業技術総合研究所は、AI向けスーパーコンピューター「ABCI 3.0」の運用を開始した。"
          "エヌビディアのH200を6128基搭載する。",
          "写真：AIST ABCI 3.0 の計算ノード（千葉県柏市）"],
         charset="Shift_JIS", lang="ja", site="朝日新聞"))

# --- Magic G4 on Google Cloud: nothing readable -----------------------------------------------
cite("https://archive.ph/DLF9r", {"magic-g4-google-cloud-rental": "unsupported"}, kind="png")
cite("https://archive.ph/PZl4u", {"magic-g4-google-cloud-rental": "not-found"}, kind="status",
     status=404, body=error_page(404, "Not Found", "archive.ph"))


def build_web():
    web = Web()
    robots = {}
    for p in PAGES:
        url, kind = p["url"], p["kind"]
        fetched = wayback_fetch_target(url)
        host, target = host_of(fetched), target_of(fetched)
        rel = file_of(fetched)
        note = "; ".join(f"{s}: {w}" for s, w in sorted(p["expect"].items()))
        if kind in ("page", "gzip", "retry", "soft404", "robots"):
            web.put(rel, p["body"])
        if kind == "gzip":
            web.entry(comment=f"gzip body ({note})", host=host, path=target, behaviour="gzip")
        elif kind == "retry":
            web.entry(comment=f"503 once, then the page ({note})", host=host, path=target,
                      behaviour="retry-after", fail_status=503, clear_after=1, retry_after="1")
        elif kind == "cp1252":
            web.put(rel, p["body"].encode("cp1252"))
            web.entry(comment=f"a page in windows-1252 ({note})", host=host, path=target,
                      content_type="text/html; charset=windows-1252")
        elif kind == "sjis":
            web.put(rel, p["body"].encode("shift_jis"))
            web.entry(comment=f"a page in Shift_JIS ({note})", host=host, path=target,
                      content_type="text/html; charset=Shift_JIS")
        elif kind == "pdf":
            web.put(rel, pdf_bytes(p["title"], p["lines"]))
            web.entry(comment=f"a PDF ({note})", host=host, path=target,
                      content_type="application/pdf")
        elif kind == "png":
            web.put(rel, png_bytes())
            web.entry(comment=f"an image where a page was expected ({note})", host=host,
                      path=target, content_type="image/png")
        elif kind == "shell":
            # Both YouTube URLs differ only in the query, which the server's files ignore.
            web.put(rel, p["body"])
        elif kind == "challenge":
            web.put(rel, p["body"])
            web.entry(comment=f"Cloudflare challenge ({note})", host=host, path=target, status=403,
                      headers={"cf-mitigated": "challenge", "server": "cloudflare"})
        elif kind == "status":
            web.put(rel, p["body"])
            web.entry(comment=f"{p['status']} ({note})", host=host, path=target, status=p["status"])
        elif kind == "never":
            web.entry(comment=f"never answers ({note})", host=host, path=target,
                      behaviour="never-answer", hold_ms=60000)
        elif kind == "robots":
            robots[host] = p["robots"]
        elif kind == "redirect":
            to = wayback_fetch_target(p["to"])
            web.entry(comment=f"redirect to a snapshot ({note})", host=host, path=target,
                      status=302, redirect=p["to"])
            # Served at the snapshot as redirected to, and at its id_ form.
            web.put(file_of(p["to"]), p["body"])
            web.put(file_of(to), p["body"])
        elif kind == "soft404" or kind == "page":
            pass
        else:
            raise SystemExit(f"generate: unknown kind {kind}")
    for host, text in robots.items():
        web.put(host + "/robots.txt", "# FIXTURE written for the verifier's tests\n" + text)
    return web


# Every claim of the chosen records (spec §5: a `parts` row with a quantity and
# a source) and the answer its cited page must give, read off the pages above:
# (system, part, quantity) -> result. Together they show every claim result.
CLAIMS = {
    ("aist-abci-3-0", "NVIDIA H200 SXM", 6128): "states",  # 766 nodes x eight H200
    ("alps-supercomputer-phase-2", "NVIDIA GH200", 10752): "not-stated",
    ("argonne-nl-aurora", "Intel Data Center GPU Max 1550", 63744): "not-stated",
    ("eurohpc-lumi", "AMD Radeon Instinct MI250X", 11912): "not-stated",  # no count on the page
    ("jupiter-julich", "NVIDIA GH200", 23536): "not-stated",  # "close to 24,000": a bound
    ("lawrence-berkeley-nl-nersc-perlmutter", "NVIDIA A100 SXM4 40 GB", 6144): "contradicts",
    ("lawrence-berkeley-nl-nersc-perlmutter", "NVIDIA A100 SXM4 80 GB", 1024): "contradicts",
    ("lawrence-livermore-nl-el-capitan-phase-1", "AMD Instinct MI300A", 512): "not-stated",
    ("lawrence-livermore-nl-sierra", "NVIDIA V100", 17280): "not-stated",
    ("magic-g4-google-cloud-rental", "NVIDIA H100 SXM5 80GB", 8000): "unread",  # an image
    ("meta-100k", "NVIDIA H100 SXM5 80GB", 100000): "not-stated",  # "bigger than 100,000": a bound
    ("meta-2017-v100-cluster", "NVIDIA Tesla V100 SXM2", 22000): "not-stated",
    ("meta-genai-2024a", "NVIDIA H100 SXM5 80GB", 24576): "not-stated",
    ("meta-research-supercluster-rsc-1-phase-1", "NVIDIA A100", 6080): "contradicts",  # 16,000
    ("microsoft-azure-eagle", "NVIDIA H100 SXM5 80GB", 14400): "states",
    ("nvidia-selene-phase-2", "NVIDIA A100", 4480): "not-stated",
    ("oak-ridge-nl-frontier", "AMD Radeon Instinct MI250X", 37632): "not-stated",  # 4 per node
    ("oak-ridge-nl-summit", "NVIDIA Tesla V100 SXM2", 27648): "states",  # 4,608 nodes x six
    ("openai-microsoft-atlanta", "NVIDIA B200", 300000): "unread",  # a JavaScript shell
    ("tesla-cortex-phase-1", "NVIDIA H100 SXM5 80GB", 50000): "states",  # "around 50,000"
    ("university-of-bristol-isambard-ai", "NVIDIA GH200", 5448): "states",
    ("xai-colossus-memphis-phase-1", "NVIDIA H100 SXM5 80GB", 100000): "states",
    ("xai-colossus-memphis-phase-2", "NVIDIA H100 SXM5 80GB", 150000): "not-stated",
    ("xai-colossus-memphis-phase-2", "NVIDIA H200 SXM", 50000): "contradicts",  # 200,000 GPUs
}


def load_claims(ids):
    """Each chosen record's claims, from records/<id>.yaml, as (system, url, part, quantity)."""
    out = []
    for sid in sorted(ids):
        path = os.path.join(REPO, "records", sid + ".yaml")
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            rec = yaml.safe_load(f)
        for row in rec.get("parts") or []:
            src = row.get("source")
            if row.get("quantity") is None or src is None:
                continue
            url = src["url"] if isinstance(src, dict) else src
            out.append((sid, url, row.get("part") or "", row["quantity"]))
    return out


def claim_value(q):
    """A quantity as the report writes it: 6128, 0.5."""
    return str(int(q)) if float(q).is_integer() else repr(float(q))


def load_records(ids):
    """Citations of each chosen record, from records/<id>.yaml, as (url, note)."""
    out = {}
    for sid in ids:
        path = os.path.join(REPO, "records", sid + ".yaml")
        if not os.path.exists(path):
            out[sid] = None
            continue
        with open(path, encoding="utf-8") as f:
            rec = yaml.safe_load(f)
        urls = []

        def add(src):
            if src is None:
                return
            u = src["url"] if isinstance(src, dict) else src
            if u not in urls:
                urls.append(u)
        for section in ("parts", "metrics", "timeline"):
            for row in rec.get(section) or []:
                add(row.get("source"))
        for s in rec.get("sources") or []:
            add(s)
        out[sid] = urls
    return out


def same_key(url):
    return url.split("#", 1)[0]


def check_against_records():
    """Every citation of a chosen record has a page here, and every page here is
    cited by the systems it expects. Returns a list of problems."""
    problems = []
    recs = load_records(SYSTEMS)
    for sid, urls in recs.items():
        if urls is None:
            problems.append(f"records/{sid}.yaml: missing")
            continue
        mine = [p["url"] for p in PAGES if sid in p["expect"]]
        for u in urls:
            if same_key(u) not in {same_key(m) for m in mine}:
                problems.append(f"records/{sid}.yaml cites {u}, which has no fixture page")
        for m in mine:
            if same_key(m) not in {same_key(u) for u in urls}:
                problems.append(f"{sid}: the sample expects {m}, which the record does not cite")
        if SYSTEMS[sid] == "uncited" and urls:
            problems.append(f"{sid}: expected uncited but it cites {len(urls)} URL(s)")
    claims = {(sid, part, q) for sid, _, part, q in load_claims(SYSTEMS)}
    for key in sorted(claims - set(CLAIMS), key=str):
        problems.append(f"{key[0]}: the record claims {key[2]} {key[1]}, which has no expected result")
    for key in sorted(set(CLAIMS) - claims, key=str):
        problems.append(f"{key[0]}: the sample expects the claim {key[2]} {key[1]}, which the record lacks")
    return problems, recs


def expected_rows(recs):
    """(system, url as cited by the record, result) rows, in id order."""
    rows = []
    for sid in sorted(SYSTEMS):
        for u in recs.get(sid) or []:
            for p in PAGES:
                if same_key(p["url"]) == same_key(u) and sid in p["expect"]:
                    rows.append((sid, u, p["expect"][sid]))
    return rows


def write_outputs(recs):
    web = build_web()
    web.write(os.path.join(HERE, "web"), os.path.join(HERE, "manifest.yaml"),
              "# tests/sample/manifest.yaml: misbehaviours of the offline sample's fixture web.\n"
              "# Written by tests/sample/generate.py; edit that, not this.\n"
              "# Format: tests/fixture-web/README.md.\n")
    with open(os.path.join(HERE, "records.txt"), "w", encoding="utf-8") as f:
        f.write("# Record ids of the offline sample (records/<id>.yaml); written by generate.py\n")
        for sid in sorted(SYSTEMS):
            f.write(sid + "\n")
    rows = expected_rows(recs)
    with open(os.path.join(HERE, "expected.tsv"), "w", encoding="utf-8") as f:
        f.write("# Expected results of the offline sample; written by tests/sample/generate.py.\n")
        f.write("# kind\tsystem\turl\texpected\n")
        for sid, u, w in rows:
            f.write(f"citation\t{sid}\t{u}\t{w}\n")
        for sid in sorted(SYSTEMS):
            f.write(f"verdict\t{sid}\t-\t{SYSTEMS[sid]}\n")
        f.write("# claim\tsystem\turl\texpected\tpart\tquantity\n")
        for sid, u, part, q in load_claims(SYSTEMS):
            f.write(f"claim\t{sid}\t{u}\t{CLAIMS[(sid, part, q)]}\t{part}\t{claim_value(q)}\n")
    readme = os.path.join(HERE, "README.md")
    if os.path.exists(readme):
        with open(readme, encoding="utf-8") as f:
            text = f.read()
        start, end = "<!-- table: begin -->", "<!-- table: end -->"
        if start in text and end in text:
            table = ["| system | verdict | cited URL | expected result | how the fixture answers |",
                     "|---|---|---|---|---|"]
            how = {p_key(p): describe(p) for p in PAGES}
            for sid in sorted(SYSTEMS):
                cited = [r for r in rows if r[0] == sid]
                if not cited:
                    table.append(f"| `{sid}` | {SYSTEMS[sid]} | (none) | | |")
                for i, (_, u, w) in enumerate(cited):
                    verdict = SYSTEMS[sid] if i == 0 else ""
                    sys_cell = f"`{sid}`" if i == 0 else ""
                    table.append(f"| {sys_cell} | {verdict} | <{u}> | {w} | {how[same_key(u)]} |")
            head, rest = text.split(start, 1)
            _, tail = rest.split(end, 1)
            with open(readme, "w", encoding="utf-8") as f:
                f.write(head + start + "\n" + "\n".join(table) + "\n" + end + tail)


def p_key(p):
    return same_key(p["url"])


def describe(p):
    return {
        "page": "an HTML page",
        "gzip": "an HTML page, gzip-encoded",
        "cp1252": "an HTML page in windows-1252",
        "sjis": "an HTML page in Shift_JIS",
        "pdf": "a PDF",
        "png": "an image/png",
        "shell": "an empty JavaScript application shell",
        "challenge": "403, a Cloudflare challenge (cf-mitigated: challenge)",
        "soft404": "200, a page that says it is not found",
        "status": f"HTTP {p.get('status')}",
        "retry": "503 once, then the page",
        "never": "accepts the connection and never answers",
        "robots": "robots.txt disallows it",
        "redirect": "302 to a timestamped snapshot",
    }[p["kind"]]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="only compare with records/; write nothing")
    args = ap.parse_args()
    problems, recs = check_against_records()
    for msg in problems:
        print("generate: " + msg, file=sys.stderr)
    if args.check:
        return 1 if problems else 0
    write_outputs(recs)
    print(f"generate: {len(SYSTEMS)} systems, {len(PAGES)} URLs; "
          f"{len(problems)} problem(s) with records/", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
