# Writes tests/match/claims.yaml from the labels below (read off the pages by hand).
# Relabelled session 24 (lead's decisions): a blind second reading of 339
# held-out labels (two readers, no results seen; 321 agreed) found five
# labels written before a later convention or misread: nodes-only-9 (Summit's
# about 4,600 x six V100 contradicts 4,608), cpu-cores-15 and family-2 (tune;
# ALCF's Aurora table row "Intel Data Center Max 1550 Series | 6 | 63,744"
# names the model), other-count-42 (limelead's 63,744 count the family, so
# they neither state nor contradict a Max 1550 count) and other-count-65
# (Saturn V's 1,120 A100 are four sites' sum). Each case's note says so.
# Relabelled session 25 after a run (a labeller's slip, tune): year-unit-4
# (2024 Max 1550 on ALCF's Aurora page), labelled not-stated as though the
# page counted only the family; its table row counts the model, as family-2
# and cpu-cores-15 were relabelled to read it, so the year is contradicted.
# No held-out case of that page and model is labelled so (cpu-cores-15, read
# without its result, already reads the row).
LL='limelead-quartz-systems/systems/'
AI='ai-clusters/'
TS='top500-scrap500/system/'
# (kind, file, system, part, value, expect, note)
C=[]
def add(kind,f,sysid,part,value,expect,note=''):
    C.append((kind,f,sysid,part,value,expect,note))

# --- stated exactly, in the page's own words (and wrong values of the same model: contradicts)
facts=[
 (LL+'Frontier.md','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',37632,'"37,632 AMD MI250X GPUs"'),
 (LL+'Aurora.md','argonne-nl-aurora','Intel Ponte Vecchio',63744,'"63,744 Ponte Vecchio GPUs (Intel Data Center GPU Max)": the family, so the part is the family (a family count supports no model part, spec §5)'),
 (LL+'Eagle.md','microsoft-azure-eagle','NVIDIA H100 SXM5 80GB',14400,'"14,400 H100 GPUs"'),
 (LL+'Isambard-AI.md','university-of-bristol-isambard-ai','NVIDIA GH200',5448,'"5,448 GH200 superchips"'),
 (LL+'Leonardo.md','eurohpc-leonardo','NVIDIA A100',13824,'"13,824 NVIDIA A100 GPUs"'),
 (LL+"Meta's H100 clusters.md",'meta-genai-2024a','NVIDIA H100 SXM5 80GB',24576,'"24,576 NVIDIA H100 GPUs"'),
 (AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-1','NVIDIA Tesla V100 SXM2 32 GB',1044,'"261 nodes, with V100 32 GB GPUs: total 1044 GPUs"'),
 (AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-3','NVIDIA A100',416,'"416 A100 80GB GPUs (52 nodes of 8 gpus each)"'),
 (AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/jupiter-europes-fastest-supercomputer-nvidia-grace-hopper.md','jupiter-julich','NVIDIA GH200',23752,'"four GH200 accelerators ... 23,752 accelerators"'),
 (AI+'AnVan02+web_test/tintuc/Elon-Musk-va-xAI-khi-Elon-quyet-tam-canh-tranh-ca-the-gioi.php','xai-colossus-memphis-phase-1','NVIDIA H100 SXM5 80GB',100000,'"100.000 GPU Nvidia H100" (Vietnamese grouping)'),
 (AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-1','NVIDIA H100 SXM5 80GB',100000,'"十万个液冷H100 GPU" (CJK numerals)'),
]
for f,s,p,v,n in facts:
    add('exact',f,s,p,v,'states',n)
    add('other-count',f,s,p,round(v*1.3),'contradicts','page gives '+n)
    add('other-count',f,s,p,round(v*0.75),'contradicts','page gives '+n)

# --- products of a node count and a per-node count in one passage
prods=[
 (AI+'Lumi-supercomputer+lumi-userguide/docs/hardware/lumig.md','eurohpc-lumi','AMD Radeon Instinct MI250X',11912,'"2978 nodes with 4 AMD MI250x GPUs"'),
 (AI+'argonne-lcf+user-guides/sophia/index.html','argonne-nl-sophia-formerly-theta','NVIDIA A100',192,'"24 NVIDIA DGX A100 nodes. Each DGX A100 node comprises eight NVIDIA A100"'),
 (AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-sophia-formerly-theta','NVIDIA A100',192,'"24 NVIDIA DGX A100 nodes, each with eight NVIDIA A100 Tensor Core GPUs"'),
 (AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-3','NVIDIA A100',416,'"52 nodes of 8 gpus each" beside 416 A100'),
]
for f,s,p,v,n in prods:
    add('product',f,s,p,v,'states',n)
    add('other-count',f,s,p,round(v*1.5),'contradicts','page gives '+n)
    add('other-model',f,s,'NVIDIA H100',v,'not-stated','no H100 on the page; '+n)

# --- rounded at the page's precision
add('rounded',AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md','meta-genai-2024a','NVIDIA H100 SXM5 80GB',24576,'states','"two 24k GPU clusters" ... H100')
add('rounded',AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md','meta-genai-2024a','NVIDIA H100 SXM5 80GB',350000,'states','"350,000 NVIDIA H100 GPUs" (the roadmap figure, stated)')
add('rounded',AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md','meta-genai-2024a','NVIDIA H100 SXM5 80GB',49152,'contradicts','page says 24k clusters and 350,000 in all')
add('rounded',LL+'JUPITER.md','jupiter-julich','NVIDIA H100',24000,'states','"24,000 [[H100|H200]] GPUs"')
add('rounded',LL+"Meta's H100 clusters.md",'meta-genai-2024a','NVIDIA H100 SXM5 80GB',3072,'contradicts','"Each pod ... consisting of - 3,072 NVIDIA H100 GPUs": a pod\'s count, and the page gives the cluster 24,576 (spec: a count per unit states a total only as a product; relabelled session 25, was states "per pod, stated as written", against batch 18\'s per-node-151 on the same page)')
add('rounded',LL+'Eagle.md','microsoft-azure-eagle','NVIDIA H100 SXM5 80GB',14000,'contradicts','"14,400 H100 GPUs" is exact')

# --- another model on the page: not stated
others=[
 (LL+'Frontier.md','oak-ridge-nl-frontier',37632),
 (LL+'Eagle.md','microsoft-azure-eagle',14400),
 (LL+'Isambard-AI.md','university-of-bristol-isambard-ai',5448),
 (LL+'Leonardo.md','eurohpc-leonardo',13824),
 (LL+"Meta's H100 clusters.md",'meta-genai-2024a',24576),
 (AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-1',1044),
 (AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/jupiter-europes-fastest-supercomputer-nvidia-grace-hopper.md','jupiter-julich',23752),
 (AI+'AnVan02+web_test/tintuc/Elon-Musk-va-xAI-khi-Elon-quyet-tam-canh-tranh-ca-the-gioi.php','xai-colossus-memphis-phase-1',100000),
]
for f,s,v in others:
    add('other-model',f,s,'AMD Instinct MI300X',v,'not-stated','no MI300X on the page')
    add('other-model',f,s,'Google TPU v4',v,'not-stated','no TPU on the page')
add('other-model',AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-3','NVIDIA H100',416,'not-stated','416 are A100s')
add('other-model',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA H100',13824,'not-stated','13,824 are A100s')
add('other-model',LL+'Frontier.md','oak-ridge-nl-frontier','AMD Instinct MI300A',37632,'not-stated','37,632 are MI250X')
add('other-model',AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-3','NVIDIA A100',1044,'contradicts','the page gives 416 A100 (1044 are V100s)')

# --- node counts alone: no accelerator count
nodes=[
 (LL+'Perlmutter.md','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',6144,'1,536 GPU nodes; 4x A100 on another line'),
 (LL+'Perlmutter.md','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 80 GB',1024,'256 GPU nodes with 80 GB A100; no total'),
 (LL+'Perlmutter.md','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',1536,'1,536 is a node count'),
 (LL+'Vista.md','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA GH200',860,'860 compute nodes'),
 (AI+'olcf+olcf-user-docs/systems/frontier_user_guide.rst','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',37632,'4 MI250X per node, no node total with it'),
 (AI+'olcf+olcf-user-docs/systems/frontier_user_guide.rst','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',9408,'no total anywhere'),
 (AI+'olcf+olcf-user-docs/systems/frontier_user_guide.rst','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',1024,'"Request 1024 nodes for the job"'),
 (AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst','oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',27648,'"Each of the approximately 4,600 compute nodes ... contains ... six NVIDIA Tesla V100": about 27,600 at the page\'s own precision (hundreds, times six), and 27,648 / 6 = 4,608 rounds to 4,600: equal after the page\'s own rounding (issue 14), so stated (the lead\'s decision, session 20; first labelled not-stated)','states'),
 (AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst','oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',4608,'"approximately 4,600 compute nodes ... six NVIDIA Tesla V100": about 27,600, as nodes-only-123 and per-node-60 read it (relabelled session 24 after a blind second reading of the held-out labels, without results; was not-stated)','contradicts'),
 (AI+'olcf+hands-on-with-frontier/presentations/3_Frontier_System_Overview.pdf','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',37632,'9,408 nodes and 4 MI250X per node in separate blocks'),
 (AI+'olcf+hands-on-with-frontier/presentations/3_Frontier_System_Overview.pdf','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',9408,'9,408 are nodes'),
 (AI+'olcf+hands-on-with-frontier/presentations/3_Frontier_System_Overview.pdf','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',8,'8 GCDs per node'),
 (AI+'jade-hpc-gpu+docs/jade/index.rst','university-of-oxford-jade2','NVIDIA Tesla V100 SXM2',504,'"63 DGX-MAX-Q servers, each with 8 GPUs": no model named'),
 (AI+'jade-hpc-gpu+docs/jade/index.rst','university-of-oxford-jade2','NVIDIA Tesla V100 SXM2',63,'63 servers'),
 (LL+'Alps.md','alps-supercomputer-phase-1','NVIDIA GH200',10752,'2,688 blades in a table row with "4x H100"'),
 (LL+'Fugaku.md','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',158976,'Fugaku has no accelerators'),
 (LL+'Fugaku.md','oak-ridge-nl-frontier','NVIDIA A100',158976,'158,976 compute nodes'),
]
for f,s,p,v,n,*e in nodes: add('nodes-only',f,s,p,v,(e or ['not-stated'])[0],n)

# --- bounds, ranges and estimates: never stated
add('bound',LL+'El Capitan.md','lawrence-livermore-nl-el-capitan-phase-1','AMD Instinct MI300A',44544,'not-stated','"between 32,626 and 52,083 APUs": an estimate')
add('bound',LL+'El Capitan.md','lawrence-livermore-nl-el-capitan-phase-1','AMD Instinct MI300A',32626,'not-stated','the low end of an estimated range')
add('bound',LL+'El Capitan.md','lawrence-livermore-nl-el-capitan-phase-1','AMD Instinct MI300A',8157,'not-stated','8,157 nodes, estimated')
add('bound',LL+'JUPITER.md','jupiter-julich','NVIDIA GH200',1300,'not-stated','"more than 1300 nodes"')
add('bound',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA A100',720,'contradicts','"180 nodes or 720 GPUs": a group, not the machine (13,824 is)')
add('bound',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA H100',1320,'not-stated','LISA RFP "at least 165 nodes ... eight GPUs"; no model count')
add('bound',AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md','meta-genai-2024a','NVIDIA H100 SXM5 80GB',600000,'contradicts','"nearly 600,000 H100s" of compute equivalent counts nothing; the page counts H100s otherwise (24k clusters, 350,000), as planned-1')

# --- years, prices, speeds that look like counts
years=[
 (LL+'Frontier.md','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X'),
 (LL+'Eagle.md','microsoft-azure-eagle','NVIDIA H100 SXM5 80GB'),
 (AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md','meta-genai-2024a','NVIDIA H100 SXM5 80GB'),
 (AI+'argonne-lcf+user-guides/aurora/index.html','argonne-nl-aurora','Intel Data Center GPU Max 1550'),
 (AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/jupiter-europes-fastest-supercomputer-nvidia-grace-hopper.md','jupiter-julich','NVIDIA GH200'),
]
# a year as the claim: the page's own count of the model contradicts it
# (the Aurora page's table row "GPUs | Intel Data Center Max 1550 Series | 6 |
# 63,744" counts the model: year-unit-4 relabelled session 25, see the header)
for f,s,p in years:
    n='a year; the page counts the model otherwise'
    if 'aurora' in s:
        n+=' (relabelled session 25, the slip session 24 corrected in family-2 and cpu-cores-15: the table row "GPUs | Intel Data Center Max 1550 Series | 6 | 63,744" names the model; was not-stated, "only the family is counted")'
    add('year-unit',f,s,p,2024,'contradicts',n)
add('year-unit',LL+'Eagle.md','microsoft-azure-eagle','NVIDIA H100 SXM5 80GB',561200,'contradicts','561,200 TFlop/s')
add('year-unit',LL+'Eagle.md','microsoft-azure-eagle','NVIDIA H100 SXM5 80GB',1950,'contradicts','1,950 seconds')
add('year-unit',LL+'Frontier.md','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',128,'contradicts','128 GB HBM2e')
add('year-unit',LL+'Isambard-AI.md','university-of-bristol-isambard-ai','NVIDIA GH200',200,'contradicts','200 PF')
add('year-unit',AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-1','NVIDIA H100 SXM5 80GB',70,'contradicts','70 megawatts')
add('year-unit',AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-1','NVIDIA H100 SXM5 80GB',150,'contradicts','150 megawatts')
add('year-unit',AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-1','NVIDIA H100 SXM5 80GB',14,'contradicts','14 generators')

# --- CPU cores on TOP500 system pages: not accelerator counts; the GPU counts are not on these pages
top=[('179397.html','oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',27648,2397824),
     ('179398.html','lawrence-livermore-nl-sierra','NVIDIA V100',17280,1572480),
     ('177824.html','cscs-piz-daint-phase-2','NVIDIA Tesla P100 PCIe 16GB',5704,387872),
     ('177975.html','oak-ridge-nl-titan','NVIDIA Tesla K20X',18688,560640),
     ('179166.html','nvidia-saturn-v-volta','NVIDIA V100',264,22440),
     ('179413.html','center-for-advanced-intelligence-project-riken-raiden','NVIDIA V100',416,35360),
     ('179564.html','nvidia-circe','NVIDIA Tesla V100 SXM2',576,47808)]
for f,s,p,gpus,cores in top:
    add('top500',TS+f,s,p,gpus,'not-stated','the page lists cores, not GPUs')
    add('cpu-cores',TS+f,s,p,cores,'not-stated','the Cores row counts CPU and GPU cores')
    add('cpu-cores',TS+f,s,p,round(cores/2),'not-stated','half the cores: no count of GPUs at all')
# Other CPU-core and CPU counts on AI pages
add('cpu-cores',AI+'argonne-lcf+user-guides/aurora/index.html','argonne-nl-aurora','Intel Data Center GPU Max 1550',21248,'contradicts','21,248 are CPUs; the table row "GPUs | Intel Data Center Max 1550 Series | 6 | 63,744" counts the model (relabelled session 24 after a blind second reading of the held-out labels, without results; was not-stated)')
add('family',AI+'argonne-lcf+user-guides/aurora/index.html','argonne-nl-aurora','Intel Ponte Vecchio',63744,'states','"63,744 GPUs ... Intel Data Center GPU Max Series" one block')
add('family',AI+'argonne-lcf+user-guides/aurora/index.html','argonne-nl-aurora','Intel Data Center GPU Max 1550',63744,'states','the table row "GPUs | Intel Data Center Max 1550 Series | 6 | 63,744" (relabelled session 24, a labeller\'s slip: the row names the model; was not-stated, "only the family is named")')
add('family',AI+'argonne-lcf+user-guides/aurora/index.html','argonne-nl-aurora','Intel Ponte Vecchio',60000,'contradicts','63,744 GPUs of the family')
add('cpu-cores',AI+'jade-hpc-gpu+docs/jade/index.rst','university-of-oxford-jade2','NVIDIA Tesla V100 SXM2',40,'not-stated','40 CPU cores')
add('cpu-cores',AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-polaris','NVIDIA A100',32,'contradicts','32 cores of the Milan CPU; the page gives Polaris 560 nodes x four A100 = 2,240 (relabelled in session 7: a product is a count the page gives, spec 5, as batch 4 labels this page)')

# --- several systems on one page: a count belongs to the system whose passage carries it
multi=[
 (AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md','tesla-cortex-phase-1','NVIDIA H100 SXM5 80GB',50000,'states','"Cortex ... 5万个英伟达H100 GPU"'),
 (AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md','tesla-cortex-phase-1','NVIDIA H100 SXM5 80GB',100000,'contradicts','100,000 is xAI\'s; the Cortex passage says 5万 (50,000) (relabelled from not-stated: spec §5, another count for the model in the system\'s passage)'),
 (AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-1','NVIDIA H100 SXM5 80GB',50000,'contradicts','xAI passage says 十万 (100,000)'),
 (AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-polaris','NVIDIA A100',192,'contradicts','192 is Sophia\'s; Polaris is 560 nodes x four A100 = 2,240 (relabelled in session 7, as batch 4 labels this page)'),
 (AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-sophia-formerly-theta','NVIDIA A100',2240,'contradicts','Sophia: 24 nodes x 8 A100'),
 (AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-aurora','Intel Data Center GPU Max 1550',192,'not-stated','192 is Sophia\'s A100 count'),
 (AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-puhti','NVIDIA A100',96,'not-stated','96 A100 are Mahti\'s'),
 (AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-1','NVIDIA A100',416,'states','a page about Jean Zay: "416 A100 80GB GPUs" (record part: the A100 extension)'),
]
for f,s,p,v,e,n in multi: add('multi-system',f,s,p,v,e,n)

# --- planned versus installed
add('planned',AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md','meta-genai-2024a','NVIDIA H100 SXM5 80GB',100000,'contradicts','the page gives 24k per cluster and 350,000 planned')
add('planned',LL+'JUPITER.md','jupiter-julich','NVIDIA GH200',23536,'not-stated','only the planned "24,000 H100/H200 GPUs"; GH200 uncounted')
add('planned',LL+'JUPITER.md','jupiter-julich','NVIDIA H100',30000,'contradicts','"24,000 [[H100|H200]] GPUs"')
add('planned',LL+'El Capitan.md','lawrence-livermore-nl-el-capitan-phase-1','AMD Instinct MI300A',2,'not-stated','"> 2 exaflops"')
add('planned',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA A100',165,'contradicts','LISA: "at least 165 nodes"')

# --- family parts: a model count supports its family part
add('family',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA Ampere',13824,'states','A100 is Ampere')
add('family',LL+'Frontier.md','oak-ridge-nl-frontier','AMD CDNA 2',37632,'states','MI250X is CDNA 2')
add('family',LL+'Eagle.md','microsoft-azure-eagle','NVIDIA Hopper',14400,'states','H100 is Hopper')
add('family',LL+'Eagle.md','microsoft-azure-eagle','NVIDIA Hopper',20000,'contradicts','14,400 H100')
add('family',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA Volta',13824,'not-stated','A100 is not Volta')
add('family',AI+'argonne-lcf+user-guides/sophia/index.html','argonne-nl-sophia-formerly-theta','NVIDIA Ampere',192,'states','24 x 8 A100')


# --- the same facts under another spelling of the part
alt={'oak-ridge-nl-frontier':'AMD Instinct MI250X','argonne-nl-aurora':'Intel Data Center GPU Max',
     'microsoft-azure-eagle':'NVIDIA H100','university-of-bristol-isambard-ai':'NVIDIA GH200 Grace Hopper Superchip',
     'eurohpc-leonardo':'NVIDIA A100 SXM4 64 GB','meta-genai-2024a':'NVIDIA H100 SXM5',
     'jean-zay-supercomputer-phase-1':'NVIDIA V100','jean-zay-supercomputer-phase-3':'NVIDIA A100 80GB',
     'jupiter-julich':'NVIDIA GH200 Superchip','xai-colossus-memphis-phase-1':'NVIDIA H100 GPU'}
for f,s,p,v,n in facts:
    add('spelling',f,s,alt[s],v,'states','part spelt otherwise; '+n)
    add('other-count',f,s,alt[s],v*2,'contradicts','twice '+n)
for f,s,p,v,n in prods:
    add('other-count',f,s,p,v*2,'contradicts','twice '+n)

# --- more products and counts on multi-system pages, read as a reader reads a paragraph
add('product',AI+'argonne-lcf+user-guides/polaris/index.html','argonne-nl-polaris','NVIDIA A100',2240,'states','"four NVIDIA A100 GPUs ... for a total of 560 nodes" in one block')
add('product',AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-polaris','NVIDIA A100',2240,'states','"560 nodes, each with ... four NVIDIA A100 GPUs" (one paragraph, two raw lines)')
add('multi-system',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-puhti','NVIDIA V100',320,'states','Puhti section: "total of 320 Nvidia Volta V100 GPUs"')
add('multi-system',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-mahti','NVIDIA A100',96,'states','Mahti section: "total of 96 Nvidia Ampere A100 GPUs"')
add('multi-system',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-mahti','NVIDIA V100',320,'not-stated','320 V100 are Puhti\'s')
add('multi-system',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-puhti','NVIDIA V100',400,'contradicts','Puhti: 320 V100')

# --- more TOP500 pages (systems of the suite's own)
for f,s,p,gpus,cores in [('176544.html','top500-jaguar','NVIDIA Tesla M2090',960,298592),
                         ('176819.html','top500-nebulae','NVIDIA Tesla C2050',4640,120640),
                         ('176929.html','top500-tianhe-1a','NVIDIA Tesla M2050',7168,186368),
                         ('178425.html','top500-hpc2','NVIDIA Tesla K20X',1024,72000)]:
    add('top500',TS+f,s,p,gpus,'not-stated','the page lists cores, not GPUs')
    add('cpu-cores',TS+f,s,p,cores,'not-stated','the Cores row')

add('family',LL+'Isambard-AI.md','university-of-bristol-isambard-ai','NVIDIA Hopper',5448,'states','GH200 is Hopper')
add('family',AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/jupiter-europes-fastest-supercomputer-nvidia-grace-hopper.md','jupiter-julich','NVIDIA Hopper',23752,'states','GH200 is Hopper')
add('family',LL+'Aurora.md','argonne-nl-aurora','Intel Ponte Vecchio',63744,'states','"63,744 Ponte Vecchio GPUs"')
add('family',AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-1','NVIDIA Volta',1044,'states','V100 is Volta')
add('family',LL+"Meta's H100 clusters.md",'meta-genai-2024a','NVIDIA Hopper',24576,'states','H100 is Hopper')
add('family',LL+'Leonardo.md','eurohpc-leonardo','AMD CDNA 2',13824,'not-stated','A100 is no AMD part')
add('other-count',LL+'Aurora.md','argonne-nl-aurora','Intel Data Center GPU Max 1550',10624,'not-stated','10,624 are nodes; the 63,744 count the family (as family-24 and per-node-20 read this page), "6x ... Max 1550" per node (relabelled session 24 after a blind second reading of the held-out labels, without results; was contradicts)')

# === Batch 2 (issue 14, second round): new pages and the traps the first
# round lacked: per-node counts only in table rows under a "Num nodes"
# header, per-device multipliers ("Each MI250X contains 2 GPUs"), pages that
# name several systems, planned against installed figures, bounds against
# rounded figures, CJK pages, TOP500 pages. Labelled by reading the pages
# (verifier text FILE), before the checker ran on any of them. Held out:
# every third case of each kind counted within batch 2 alone, in file order
# (the first batch keeps its own split, so its held-out part is unchanged).
B2=len(C)
CR=AI+'olcf+olcf-user-docs/systems/crusher_quick_start_guide.rst'
MI='AMD Instinct MI250X'
add('exact',CR,'olcf-crusher',MI,768,'states','"Crusher contains a total of 768 AMD MI250X"')
add('per-device',CR,'olcf-crusher',MI,1536,'contradicts','"Each MI250X contains 2 GPUs": 1,536 GPUs are dies; the page counts 768 MI250X')
add('per-node',CR,'olcf-crusher',MI,4,'contradicts','"[4x] AMD MI250X" per node; 768 in all')
add('per-device',CR,'olcf-crusher',MI,8,'contradicts','"8 GCDs per node"; 768 MI250X in all')
add('nodes-only',CR,'olcf-crusher',MI,192,'contradicts','"a total of 192 compute nodes"; 768 MI250X')
add('year-unit',CR,'olcf-crusher',MI,53,'contradicts','53 TFLOPS; 768 MI250X')
add('year-unit',CR,'olcf-crusher',MI,110,'contradicts','110 compute units; 768 MI250X')
add('cpu-cores',CR,'olcf-crusher',MI,64,'contradicts','"64-core AMD EPYC", 64 nodes, 64 GB; 768 MI250X')
add('other-model',CR,'olcf-crusher','NVIDIA A100',768,'not-stated','no A100 on the page')
add('multi-system',CR,'oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',37632,'not-stated','Frontier only named ("the upcoming Frontier system"); no count of its own')
add('multi-system',CR,'oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',768,'not-stated','768 are Crusher\'s')
add('family',CR,'olcf-crusher','AMD CDNA 2',768,'states','MI250X is CDNA 2')

AL=LL+'Alps.md'; ALPS='alps-supercomputer-phase-1'
add('table',AL,ALPS,'NVIDIA H100',10752,'states','"| 2,688 | Cray EX254n | 4x Grace | 4x H100 |" under "Num nodes": 2,688 x 4')
add('table',AL,ALPS,'NVIDIA A100',576,'states','"| 144 | Cray EX235n | 1x AMD Milan | 4x custom A100 |"')
add('table',AL,ALPS,'AMD Instinct MI300A',512,'states','"| 128 | Cray EX255a | - | 4x MI300A |"')
add('table',AL,ALPS,MI,96,'states','"| 24 | Cray EX235a | 1x AMD Trento | 4x MI250X |"')
add('table',AL,ALPS,'NVIDIA H100',2688,'contradicts','2,688 nodes of 4x H100: 10,752 H100')
add('table',AL,ALPS,MI,128,'contradicts','24 nodes of 4x MI250X (128 is the MI300A row\'s node count)')
add('table',AL,ALPS,'NVIDIA A100',4096,'contradicts','144 x 4 A100 = 576')
add('other-model',AL,ALPS,'Google TPU v4',10752,'not-stated','no TPU on the page')
add('year-unit',AL,ALPS,'NVIDIA A100',96,'contradicts','"96 GB of HBM2e"; 144 x 4 A100 = 576')
add('year-unit',AL,ALPS,'NVIDIA GH200',128,'not-stated','"128 GB of LPDDR5X"; no GH200 count')
add('year-unit',AL,ALPS,'NVIDIA GH200',512,'not-stated','"512 GB supported by Grace"; no GH200 count')

AZ='limelead-quartz-systems/Azure supercomputers.md'; EA='microsoft-azure-eagle'; H='NVIDIA H100 SXM5 80GB'
add('multi-system',AZ,EA,H,14400,'states','"Nov 2023: 14,400 H100 GPUs, #3 supercomputer"; Eagle the only system named')
add('other-count',AZ,EA,H,20000,'contradicts','"10,000 - 20,000 GPUs" name no model; 14,400 H100')
add('bound',AZ,EA,H,10000,'contradicts','10,000 are V100s, 10,000 - 20,000 GPUs a range of no model; 14,400 H100')
add('year-unit',AZ,EA,H,2023,'contradicts','a year; 14,400 H100')
add('other-model',AZ,EA,'AMD Instinct MI300X',14400,'not-stated','no MI300X on the page')
add('year-unit',AZ,EA,H,30,'contradicts','"30x supercomputers"; 14,400 H100')

SG=AI+'theneworacle+theneworacle.github.io/posts/stargates-first-ai-data-center-in-texas-10-things-.html'; ST='openai-stargate-abilene-oracle-oci-supercluster-phase-1'
add('rounded',SG,ST,'NVIDIA GB200',400000,'states','"around 400,000 of Nvidia\'s GB200"')
add('rounded',SG,ST,'NVIDIA GB200',380000,'states','around 400,000: 380,000 at the page\'s precision and within 10 %')
add('rounded',SG,ST,'NVIDIA GB200',450000,'contradicts','around 400,000; 450,000 beyond its rounding')
add('bound',SG,ST,'NVIDIA GB200',50000,'contradicts','"up to 50,000 ... GB200 NVL72 units" per building is a bound; around 400,000 in all')
add('planned',SG,ST,'NVIDIA GB200',100000,'contradicts','the record\'s phase 1 against the campus\'s planned "around 400,000"')
add('year-unit',SG,ST,'NVIDIA GB200',15,'contradicts','$15 billion, a 15-year lease; around 400,000 GB200')
add('other-model',SG,ST,'NVIDIA H100',400000,'not-stated','no H100 on the page')
add('family',SG,ST,'NVIDIA Blackwell',400000,'states','"GB200 Grace Blackwell processors"')

IS=AI+'imjeson+byteai/posts/2024-05-22-auto4-7T0ng1.md'; ISA='university-of-bristol-isambard-ai'
add('planned',IS,ISA,'NVIDIA GH200',168,'states','"Isambard-AI第一阶段...配备了168个GH200超级芯片"')
add('planned',IS,ISA,'NVIDIA GH200',5448,'contradicts','phase 1: 168 GH200; "剩余的5280颗芯片" names no model')
add('planned',IS,ISA,'NVIDIA GH200',5280,'contradicts','the remaining 5,280 chips name no model; 168 GH200')
add('year-unit',IS,ISA,'NVIDIA GH200',624,'contradicts','624GB; 168 GH200')
add('year-unit',IS,ISA,'NVIDIA GH200',72,'contradicts','a 72-core Grace CPU; 168 GH200')
add('per-device',IS,ISA,'NVIDIA H100',168,'not-stated','"一个H100 GPU" in each GH200; no H100 total')
add('year-unit',IS,ISA,'NVIDIA H100',40000,'not-stated','"约为4万美元": a price')
add('family',IS,ISA,'NVIDIA Hopper',168,'states','GH200 is Hopper')
add('multi-system',IS,ALPS,'NVIDIA GH200',168,'not-stated','Alps only named in a list; 168 are Isambard-AI\'s')
add('multi-system',IS,'jupiter-julich','NVIDIA GH200',168,'not-stated','JUPITER only named in a list; 168 are Isambard-AI\'s')

XP=AI+'imjeson+byteai/posts/2024-07-16-auto4-P66UEO.md'; XA='xai-colossus-memphis-phase-1'
add('exact',XP,XA,H,100000,'states','"10万块H100" (xAI\'s own cluster)')
add('other-count',XP,XA,H,150000,'contradicts','10万块H100')

AB=AI+'s-yama+demo.abci.ai-staging/ja_about_abci_computing_resource.md'; ABC='aist-abci-1-0'; V1='NVIDIA Tesla V100 SXM2'
add('per-node',AB,ABC,V1,4352,'not-stated','1,088 nodes (one block) and 4 V100 per node (another block)')
add('nodes-only',AB,ABC,V1,1088,'not-stated','1088台の計算ノード')
add('table',AB,ABC,V1,4,'not-stated','"NVIDIA Tesla V100（SXM2）×4" in the node\'s table: per node')
add('cpu-cores',AB,ABC,V1,20,'not-stated','"20 Core"')
add('year-unit',AB,ABC,V1,506,'not-stated','506 AI-TFLOPS')
add('other-model',AB,ABC,'NVIDIA A100',4352,'not-stated','no A100 on the page')

for f,s,p,gpus,cores,other in [('179393.html',ABC,V1,4352,391680,10880),
                                ('179567.html','lawrence-livermore-nl-lassen-phase-1','NVIDIA V100',2736,248976,4640256)]:
    add('top500',TS+f,s,p,gpus,'not-stated','the page lists cores, not GPUs')
    add('cpu-cores',TS+f,s,p,cores,'not-stated','the Cores row')
    add('year-unit',TS+f,s,p,other,'not-stated','Measured Cores or Nmax')

JA=AI+'jotsap+msds_hpc/assignments/assignment_02.md'
add('cpu-cores',JA,'lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',663552,'not-stated','"Acelerator / Co-Processor Cores: 663,552"')
add('cpu-cores',JA,'lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',761856,'not-stated','"Total Cores: 761,856"')
add('cpu-cores',JA,'microsoft-azure-voyager-eus2','NVIDIA A100',228096,'not-stated','"Acelerator / Co-Processor Cores: 228,096"')
add('cpu-cores',JA,'microsoft-azure-voyager-eus2','NVIDIA A100',253440,'not-stated','"Total Cores: 253,440"')

GB=AI+'AnVan02+web_test/tintuc/NVIDA-Blackwell-gb200-quaithu-AI-cua-microsoft-azure-san-sang-thay-doi-cuoc-choi.php'; GBS='azure-gb200-nvl72'
add('family',GB,GBS,'NVIDIA Blackwell',576,'states','"576 GPU Blackwell"')
add('family',GB,GBS,'NVIDIA GB200',576,'not-stated','576 GPUs of the family only')
add('per-node',GB,GBS,'NVIDIA Blackwell',72,'contradicts','72 GPUs in one rack, times 8; 576 in all')
add('cpu-cores',GB,GBS,'NVIDIA Blackwell',288,'contradicts','288 Grace CPUs; 576 Blackwell')
add('year-unit',GB,GBS,'NVIDIA Blackwell',51840,'contradicts','"51.840 TFLOPS"; 576 Blackwell')

EC=LL+'El Capitan.md'; ELC='lawrence-livermore-nl-el-capitan-phase-1'
add('bound',EC,ELC,'AMD Instinct MI300A',52083,'not-stated','the high end of an estimated range')
add('bound',EC,ELC,'AMD Instinct MI300A',13021,'not-stated','estimated nodes')
add('bound',EC,ELC,'AMD Instinct MI300A',8192,'not-stated','"round up to 8192" nodes')
add('year-unit',EC,ELC,'AMD Instinct MI300A',61,'not-stated','"61.3 TF"')

PO=AI+'argonne-lcf+user-guides/polaris/index.html'
add('other-model',PO,'argonne-nl-polaris','NVIDIA H100',2240,'not-stated','no H100 on the page')
add('family',PO,'argonne-nl-polaris','NVIDIA Ampere',2240,'states','560 nodes x four A100')

add('other-model',AI+'marios2019+prometheus-docs/docs/hardware/index.html','meta-prometheus-new-albany','NVIDIA GB200',64,'not-stated','another Prometheus: a university cluster of A5000s')

CS=AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md'
add('nodes-only',CS,'csc-mahti','NVIDIA A100',24,'contradicts','24 GPU nodes, 96 A100')
add('nodes-only',CS,'csc-puhti','NVIDIA V100',80,'contradicts','80 GPU nodes, 320 V100')

# === Batch 3 (issue 14, third round): weighted toward pages that DO state
# the record's count (the held-out `states` part of rounds 1 and 2 had only
# 16 cases), with claims taken from records/ parts rows (other phases of a
# system, the record's own spelling of the part) and traps that could pass
# for `states`: another model's count equal to the claim, per-node, per-rack
# and per-pod figures, node counts, years, prices, speeds, H100-equivalents,
# planned against installed, another system's count on a page naming
# several, and TOP500 pages of records whose parts cite them. Labelled by
# reading the pages (verifier text FILE) before the checker ran on any of
# them. Held out: every third case of each kind counted within batch 3
# alone, in file order.
# Relabelled session 22 (lead's decision, after a run): the Cortex page's
# "2万个特斯拉的Dojo AI晶圆级芯片" against Phase 2's "Tesla D1 Dojo" part is
# not-stated (was states): the count is of Dojo, the family's and the
# systems' word (models.yaml gives D1 no bare "Dojo"), no D1 count.
B3=len(C)
MH=LL+"Meta's H100 clusters.md"; G24B='meta-genai-2024b'; G24A='meta-genai-2024a'
add('exact',MH,G24B,H,24576,'states','"two 24,576-GPU clusters" ... "each system has ... 24,576 NVIDIA H100 GPUs"')
add('spelling',MH,G24B,'NVIDIA H100',24576,'states','"24,576 NVIDIA H100 GPUs"')
add('family',MH,G24B,'NVIDIA Hopper',24576,'states','H100 is Hopper; 24,576 H100')
add('other-count',MH,G24A,H,49152,'contradicts','two clusters of 24,576 each; the page never gives 49,152')
add('nodes-only',MH,G24A,H,1536,'contradicts','"1,536 racks"; 24,576 H100')
add('per-node',MH,G24A,H,8,'contradicts','"8x H100 GPUs" per node, "8 pods"; 24,576 H100')
add('nodes-only',MH,G24B,H,384,'contradicts','"384 Grand Teton nodes" per pod; 24,576 H100')
add('year-unit',MH,G24B,H,957700,'contradicts','"957,700 PFLOPS"; 24,576 H100')
add('other-model',MH,G24B,'NVIDIA A100',24576,'not-stated','no A100 on the page')

LQ=AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md'
add('rounded',LQ,G24B,H,24576,'states','"two 24k GPU clusters" ... H100 (as rounded-1, the other cluster)')

JZ=AI+'bigscience-workshop+bigscience/jz/hpc-specs.md'
add('exact',JZ,'jean-zay-supercomputer-phase-4','NVIDIA A100 SXM4 80 GB',416,'states','"416 A100 80GB GPUs (52 nodes of 8 gpus each)"')
add('product',JZ,'jean-zay-supercomputer-phase-4','NVIDIA A100',416,'states','"52 nodes of 8 gpus each" with 416 A100')
add('exact',JZ,'jean-zay-supercomputer-phase-1','NVIDIA V100',1404,'states','"351 nodes, with V100 16 GB GPUs: total 1404 GPUs"')
add('other-model',JZ,'jean-zay-supercomputer-phase-4','NVIDIA H100 SXM5 80GB',1456,'not-stated','no H100 on the page')
add('other-count',JZ,'jean-zay-supercomputer-phase-2','NVIDIA Tesla V100 SXM2',2696,'contradicts','the page gives 1044 and 1404 V100, neither 2696')
add('nodes-only',JZ,'jean-zay-supercomputer-phase-1','NVIDIA V100',351,'contradicts','351 nodes; 1044 and 1404 V100')
add('other-model',JZ,'jean-zay-supercomputer-phase-1','NVIDIA A100',1404,'contradicts','1404 are V100s; the page gives 416 A100')

AZ3='azure-openai-gpt-3-cluster'
add('multi-system',AZ,AZ3,'NVIDIA V100',10000,'states','"May 2020: 10,000 V100 GPUs, #5 supercomputer" under the quote on the GPT-3 machine ("top five")')
add('other-model',AZ,AZ3,'NVIDIA V100',14400,'contradicts','14,400 are Eagle\'s H100s; 10,000 V100')
add('other-model',AZ,AZ3,'NVIDIA A100',10000,'not-stated','10,000 are V100s; no A100 on the page')
add('bound',AZ,AZ3,'NVIDIA V100',20000,'contradicts','"10,000 - 20,000 GPUs" a range of no model; 10,000 V100')
add('spelling',AZ,EA,'NVIDIA H100',14400,'states','"Nov 2023: 14,400 H100 GPUs"')

DJ=AI+'imjeson+byteai/posts/2024-08-09-auto4-D8jbfD.md'
add('multi-system',DJ,XA,H,100000,'states','"xAI耗时19天，打造了由10万块H100组成的世界最大超算集群"')
add('rounded',DJ,'tesla-cortex-phase-3',H,100000,'states','Cortex: "约10万个H100/H200 GPU"')
add('family',DJ,XA,'NVIDIA Hopper',100000,'states','10万块H100')
add('planned',DJ,'tesla-cortex-phase-1',H,50000,'contradicts','the Cortex passage gives about 100,000 H100/H200')
add('equivalent',DJ,'tesla-dojo-1-phase-1','NVIDIA H100',8000,'not-stated','"8000个相当于H100算力": H100-equivalents of Dojo, not H100s')
add('equivalent',DJ,XA,H,90000,'contradicts','"9万块H100的性能" is Tesla\'s H100-equivalent; xAI 10万')
add('bound',DJ,'tesla-dojo-1-phase-1','Tesla D1 Dojo',3000,'not-stated','only "超过27.6万个D1芯片", a bound of a hypothetical')
add('bound',DJ,'tesla-dojo-1-phase-1','NVIDIA A100',320000,'not-stated','"超过32万英伟达A100 GPU": a bound of a hypothetical')
add('year-unit',DJ,XA,H,500,'contradicts','"500兆瓦"; xAI 10万 H100')
add('year-unit',DJ,XA,H,19,'contradicts','"耗时19天"; xAI 10万 H100')
add('other-model',DJ,'tesla-cortex-phase-3','NVIDIA A100',100000,'not-stated','A100 only in a bound (32万); 10万 are H100/H200')

XC=AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md'
add('planned',XC,'xai-colossus-memphis-phase-2',H,150000,'states','"未来还会扩展到15万张H100和5万张H200": the planned figure, stated')
add('planned',XC,'xai-colossus-memphis-phase-2','NVIDIA H200 SXM',50000,'states','"5万张H200"')
add('multi-system',XC,'tesla-cortex-phase-2',H,50000,'states','"特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU"')
add('multi-system',XC,'tesla-cortex-phase-2','Tesla D1 Dojo',20000,'not-stated','"2万个特斯拉的Dojo AI晶圆级芯片" (relabelled session 22: the count is of "Dojo AI晶圆级芯片", the Dojo family\'s and system\'s word, not the D1 model; models.yaml gives D1 no bare "Dojo" form, and a family count supports no model part, spec §5; was states)')
add('other-model',XC,'xai-colossus-memphis-phase-2','NVIDIA H200 SXM',100000,'contradicts','10万 are H100s; 5万 H200')

VN=AI+'AnVan02+web_test/tintuc/Elon-Musk-va-xAI-khi-Elon-quyet-tam-canh-tranh-ca-the-gioi.php'
add('spelling',VN,XA,'NVIDIA H100 SXM5',100000,'states','"100.000 GPU Nvidia H100"')
add('other-count',VN,'xai-colossus-memphis-phase-2',H,150000,'contradicts','"100.000 GPU Nvidia H100"')
add('planned',VN,'xai-colossus-memphis-phase-3',H,200000,'contradicts','"dự kiến tăng gấp đôi": a planned doubling, no count; 100.000 H100')
add('year-unit',VN,XA,H,30000,'contradicts','"hơn 30.000" USD per H100: a price; 100.000 H100')

add('spelling',XP,XA,'NVIDIA H100',100000,'states','"10万块H100"')
add('other-count',SG,'openai-stargate-abilene-oracle-oci-supercluster-phase-2','NVIDIA GB200',100000,'contradicts','around 400,000 GB200')

OP=AI+'facebookresearch+metaseq/projects/OPT/chronicles/10_percent_update.md'
add('exact',OP,'paper-on-opt','NVIDIA A100 SXM4 80 GB',1024,'states','"33 days to fully train at this scale with 1024 80GB A100s"')
add('other-count',OP,'paper-on-opt','NVIDIA A100 SXM4 80 GB',992,'contradicts','"1024 80GB A100s"')
add('year-unit',OP,'paper-on-opt','NVIDIA A100 SXM4 80 GB',33,'contradicts','"33 days"; 1024 A100')

add('spelling',AI+'Lumi-supercomputer+lumi-userguide/docs/hardware/lumig.md','eurohpc-lumi','AMD Instinct MI250X',11912,'states','"2978 nodes with 4 AMD MI250x GPUs"')
add('spelling',PO,'argonne-nl-polaris','NVIDIA A100 SXM4 40 GB',2240,'states','"four NVIDIA A100 GPUs ... for a total of 560 nodes"')
add('spelling',AI+'argonne-lcf+user-guides/sophia/index.html','argonne-nl-sophia-formerly-theta','NVIDIA A100 SXM4 40 GB',192,'states','24 DGX A100 nodes x eight A100')
add('spelling',CR,'olcf-crusher','AMD Radeon Instinct MI250X',768,'states','"Crusher contains a total of 768 AMD MI250X"')
add('spelling',CS,'csc-puhti','NVIDIA Tesla V100',320,'states','"total of 320 Nvidia Volta V100 GPUs"')
add('spelling',CS,'csc-mahti','NVIDIA A100 SXM4 40 GB',96,'states','"total of 96 Nvidia Ampere A100 GPUs"')
add('multi-system',CS,'eurohpc-lumi','AMD Radeon Instinct MI250X',11912,'not-stated','the LUMI section counts no GPUs')
add('other-model',CS,'csc-puhti','NVIDIA H100',320,'not-stated','320 are V100s; no H100 on the page')

add('spelling',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA Ampere A100',13824,'states','"13,824 NVIDIA A100 GPUs"')
add('nodes-only',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA A100',3456,'contradicts','"3,456 compute nodes"; 13,824 A100')
add('per-node',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA A100',4,'contradicts','"4x NVIDIA custom A100" per node; 13,824 A100')
add('year-unit',LL+'Leonardo.md','eurohpc-leonardo','NVIDIA A100',240,'contradicts','"240 PF"; 13,824 A100')
add('spelling',LL+'Frontier.md','oak-ridge-nl-frontier','AMD MI250X',37632,'states','"37,632 AMD MI250X GPUs"')
add('nodes-only',LL+'Frontier.md','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',9408,'contradicts','9,408 nodes and 9,408 CPUs; 37,632 MI250X')
add('year-unit',LL+'Frontier.md','oak-ridge-nl-frontier','AMD Radeon Instinct MI250X',992,'contradicts','"992 ports"; 37,632 MI250X')
add('spelling',LL+'Eagle.md',EA,'NVIDIA H100 80GB',14400,'states','"14,400 H100 GPUs"')
add('nodes-only',LL+'Eagle.md',EA,H,1800,'contradicts','"1,800 Azure ND H100 v5 nodes"; 14,400 H100')
add('spelling',LL+'Isambard-AI.md',ISA,'NVIDIA Grace Hopper GH200',5448,'states','"5,448 GH200 superchips"')
add('year-unit',LL+'Isambard-AI.md',ISA,'NVIDIA GH200',209,'contradicts','"209.9 PFLOPS"; 5,448 GH200')
add('per-node',AI+'isambard-sc+ieee_cluster2025/practical2/README.pdf',ISA,'NVIDIA GH200',5448,'not-stated','PDF: "all 4 GPUs" of a node only')

AU=LL+'Aurora.md'
add('family',AU,'argonne-nl-aurora','Intel Data Center GPU Max 1550',63744,'not-stated','63,744 counts the family "Ponte Vecchio GPUs (Intel Data Center GPU Max)"; "6x ... Max 1550" per node in another block')
add('cpu-cores',AU,'argonne-nl-aurora','Intel Ponte Vecchio',21248,'contradicts','21,248 are CPUs; 63,744 Ponte Vecchio')
add('nodes-only',AU,'argonne-nl-aurora','Intel Ponte Vecchio',10624,'contradicts','"10,624 compute nodes"; 63,744 Ponte Vecchio')
add('table',AL,'alps-supercomputer-phase-2','NVIDIA GH200',10752,'not-stated','"| 2,688 | ... | 4x Grace | 4x H100 |": H100, not GH200 (as nodes-only-15)')
add('per-node',AI+'klust+SupercomputersForStarters/C05_Summary1/C05_S07_Building_up_the_supercomputer/index.html','eurohpc-lumi','AMD Radeon Instinct MI250X',11912,'not-stated','"Nodes with 1 64-core AMD CPU and 4 AMD MI250X GPUs": per node only')
add('per-node',AI+'ENCCS+upscalingAIworkflows/setup/index.html','eurohpc-vega','NVIDIA A100 PCIe',240,'not-stated','"4 GPUs available per node in Vega": no model, no node count')

for f,s,p,gpus,cores,other in [('178445.html','us-government-supercomputer-1','NVIDIA Tesla K40c',4160,72800,2336000),
                                ('178838.html','energy-company-dd','NVIDIA Tesla K80',1728,25920,27648),
                                ('179444.html','eni-hpc4-phase-1','NVIDIA P100',3170,253600,5947392),
                                ('179102.html','jamstec-zettascaler-2-2-gyoukou','PEZY-SC2',10000,19860000,5952000)]:
    add('top500',TS+f,s,p,gpus,'not-stated','the record\'s count; the page lists cores, not accelerators')
    add('cpu-cores',TS+f,s,p,cores,'not-stated','the Cores row')
    add('year-unit',TS+f,s,p,other,'not-stated','Memory (GB) or Nmax')

# === Batch 4 (issue 14, fourth round): claims read blind off the pages
# (verifier text FILE only; no checker, matcher or eval-claims run before
# labelling), on (page, system, value) triples no earlier round used: other
# phases of a system whose page states its counts (Jean Zay, Alps, Colossus,
# Cortex, Stargate Abilene), CJK counts of systems a page names among
# others (the GPT-4 cluster, the Oracle/Abilene GB200 cluster), and traps:
# the record's own count against the page's (JUPITER 23,536 vs 23,752), a
# sum of two partitions, a processor name (80286), days, racks, nodes,
# per-node and per-tile counts, another system's equal count on the page,
# HPCG and HPL-MxP tables of cores. Held out: every third case of each kind
# counted within batch 4 alone, in file order.
# Relabelled session 22: the two Cortex cases of the Dojo count (Phase 3's
# and Phase 1's "Tesla D1 Dojo" 20,000) not-stated, for batch 3's reason;
# reread for the same slip without their results (held out).
B4=len(C)
J2,J3,J4='jean-zay-supercomputer-phase-2','jean-zay-supercomputer-phase-3','jean-zay-supercomputer-phase-4'
add('exact',JZ,J2,'NVIDIA Tesla V100 SXM2',1404,'states','"351 nodes, with V100 16 GB GPUs: total 1404 GPUs" (the page is about Jean Zay alone)')
add('exact',JZ,J2,'NVIDIA V100',1044,'states','"261 nodes, with V100 32 GB GPUs: total 1044 GPUs"')
add('exact',JZ,J3,'NVIDIA V100',1404,'states','"total 1404 GPUs" of V100 16 GB')
add('exact',JZ,J4,'NVIDIA Tesla V100 SXM2',1404,'states','"total 1404 GPUs" of V100')
add('exact',JZ,J4,'NVIDIA V100',1044,'states','"total 1044 GPUs" of V100')
add('exact',JZ,J2,'NVIDIA A100',416,'states','"416 A100 80GB GPUs" (JZ3)')
add('other-count',JZ,J3,'NVIDIA Tesla V100 SXM2',2696,'contradicts','the page gives 1044 and 1404 V100, neither 2696')
add('other-count',JZ,J2,'NVIDIA Tesla V100 SXM2',2448,'contradicts','1044 + 1404: a sum the page never writes; it gives 1044 and 1404')
add('nodes-only',JZ,J3,'NVIDIA A100',52,'contradicts','"52 nodes of 8 gpus each"; 416 A100')
add('per-node',JZ,J4,'NVIDIA A100 SXM4 80 GB',8,'contradicts','"8 GPUs per node"; 416 A100')
add('year-unit',JZ,J3,'NVIDIA A100',512,'contradicts','"512GB per node"; 416 A100')
add('year-unit',JZ,J3,'NVIDIA A100',2022,'contradicts','"coming in Jan 2022"; 416 A100')

FR=AI+'Sitraka17+Learning-Data-Science/Courses/CNAM/SuperCalculators.md'
add('other-model',FR,'jean-zay-supercomputer-phase-1','NVIDIA Tesla V100 SXM2 32 GB',1044,'not-stated','French notes and an article naming Jean Zay: no GPU count at all')
add('multi-system',FR,'eurohpc-meluxina','NVIDIA A100',800,'not-stated','MeluXina named with its petaflops only')
add('year-unit',FR,'eurohpc-meluxina','NVIDIA A100',18,'not-stated','"18 petaflops"')
add('year-unit',FR,'jean-zay-supercomputer-phase-1','NVIDIA Tesla V100 SXM2 32 GB',28,'not-stated','"28 petaflops"')

add('nodes-only',CS,'csc-mahti','NVIDIA A100',1404,'contradicts','"in total 1404 nodes" of AMD Rome CPUs; 96 A100')
add('bound',CS,'csc-puhti','NVIDIA V100',700,'contradicts','"almost 700 nodes" of CPUs; 320 V100')
add('year-unit',CS,'eurohpc-lumi','AMD Radeon Instinct MI250X',117,'not-stated','"117 PB of storage"; the LUMI section counts no GPUs')
add('year-unit',CS,'csc-puhti','NVIDIA V100',2019,'contradicts','"launched on September 2, 2019"; 320 V100')

LG=AI+'Lumi-supercomputer+lumi-userguide/docs/hardware/lumig.md'; LU='eurohpc-lumi'; M2='AMD Radeon Instinct MI250X'
add('nodes-only',LG,LU,M2,2978,'contradicts','2978 nodes with 4 MI250x each: 11,912')
add('per-device',LG,LU,M2,8,'contradicts','"LUMI-G nodes can be considered as 8 GPUs nodes" (GCDs); 2978 x 4 MI250X')
add('year-unit',LG,LU,M2,379,'contradicts','"379.70 PFlop/s"; 2978 x 4 MI250X')
add('multi-system',LG,'genci-adastra',M2,1352,'not-stated','Adastra is not on the page')

GS=AI+'argonne-lcf+GettingStarted/README.md'; AUR='argonne-nl-aurora'
add('family',GS,AUR,'Intel Ponte Vecchio',63744,'states','"63,744 GPUs ... 6 Intel Data Center GPU Max Series (codename Ponte Vecchio or PVC)"')
add('nodes-only',GS,AUR,'Intel Ponte Vecchio',10624,'contradicts','"a 10,624-node ... system"; 63,744 GPUs')
add('per-node',GS,AUR,'Intel Ponte Vecchio',6,'contradicts','6 per node; 63,744 GPUs')
add('cpu-cores',GS,AUR,'Intel Ponte Vecchio',21248,'contradicts','21,248 CPUs; 63,744 GPUs')
add('nodes-only',GS,'argonne-nl-polaris','NVIDIA A100',560,'contradicts','560 nodes x four A100 = 2,240')
add('per-node',GS,'argonne-nl-sophia-formerly-theta','NVIDIA A100',8,'contradicts','eight A100 per node, 24 nodes: 192')

SO=AI+'argonne-lcf+user-guides/sophia/index.html'; SOP='argonne-nl-sophia-formerly-theta'
add('year-unit',SO,SOP,'NVIDIA A100',8320,'contradicts','"8,320 GB in total" of GPU memory; 24 x 8 A100 = 192')
add('nodes-only',SO,SOP,'NVIDIA A100',22,'contradicts','"22 nodes with 320 GB"; 192 A100')
add('cpu-cores',SO,SOP,'NVIDIA A100',64,'contradicts','"AMD Rome 64-core CPU"; 192 A100')

add('nodes-only',PO,'argonne-nl-polaris','NVIDIA A100',560,'contradicts','"a 560-node ... system"; four A100 each: 2,240')
add('per-node',PO,'argonne-nl-polaris','NVIDIA A100',4,'contradicts','four A100 per node; 2,240')
add('nodes-only',PO,'argonne-nl-polaris','NVIDIA A100',50,'contradicts','"50 gateway nodes"; 2,240 A100')

# Pages that name several systems, in Chinese and Vietnamese: each count is
# read in the passage of the system it belongs to.
OA=XP  # the OpenAI/xAI page of batch 2
S1,S2,S3='openai-stargate-abilene-oracle-oci-supercluster-phase-1','openai-stargate-abilene-oracle-oci-supercluster-phase-2','openai-stargate-abilene-oracle-oci-supercluster-phase-3'
add('multi-system',OA,S1,'NVIDIA GB200',100000,'states','"一个由10万块英伟达即将推出的GB200芯片组成的集群" that Oracle puts "在德克萨斯州阿比林的一个数据中心"')
add('multi-system',OA,S2,'NVIDIA GB200',100000,'states','10万块GB200 at Abilene (the phase-2 record\'s GB200 row)')
add('multi-system',OA,S3,'NVIDIA GB200',100000,'states','10万块GB200 at Abilene')
add('other-model',OA,S2,'NVIDIA GB300 (Blackwell Ultra)',200001,'not-stated','no GB300 on the page')
add('multi-system',OA,'microsoft-gpt-4-cluster','NVIDIA A100',25000,'states','"GPT-4是在90天内用25,000个A100...训练出来的"')
add('year-unit',OA,'microsoft-gpt-4-cluster','NVIDIA A100',90,'contradicts','"90天"; 25,000 A100')
add('year-unit',OA,S1,'NVIDIA GB200',80286,'contradicts','"英特尔80286处理器": a processor\'s name; 10万 GB200')
add('year-unit',OA,S1,'NVIDIA GB200',2025,'contradicts','"2025年第二季度"; 10万 GB200')
add('multi-system',OA,'xai-colossus-memphis-phase-2',H,100000,'states','xAI\'s own cluster "10万块H100" (phase-2 record, same machine)')
add('multi-system',OA,'xai-colossus-memphis-phase-3',H,100000,'states','"10万块H100" of xAI\'s Memphis cluster')
add('other-count',OA,XA,H,16000,'contradicts','16000 chips rented from Oracle in May; xAI\'s Memphis cluster is 10万 H100')
add('multi-system',OA,XA,H,24000,'contradicts','"向甲骨文购买了24000块H100" are the chips Grok 2 trained on, not the Memphis cluster of 10万 H100 (doubtful: both are xAI\'s H100)')
add('multi-system',OA,'coreweave-denton-gb200s-openai-microsoft','NVIDIA GB200',100000,'not-stated','the page\'s 10万 GB200 are Oracle\'s at Abilene; CoreWeave and Denton are not on the page')
add('multi-system',OA,'openai-microsoft-goodyear-arizona',H,100000,'not-stated','the page\'s 10万 H100 are xAI\'s in Memphis; Goodyear is not on the page')

XC2,XC3='xai-colossus-memphis-phase-2','xai-colossus-memphis-phase-3'
add('planned',XC,XC3,H,150000,'states','"扩展到15万张H100+5万张H200"')
add('planned',XC,XC3,'NVIDIA H200 SXM',50000,'states','"5万张H200"')
add('planned',XC,XC3,H,200000,'contradicts','"翻一倍，扩展到15万张H100+5万张H200": 200,000 GPUs in all, 150,000 of them H100')
add('multi-system',XC,'tesla-cortex-phase-3','Tesla D1 Dojo',20000,'not-stated','Cortex: "2万个特斯拉的Dojo AI晶圆级芯片" (relabelled session 22: the count is of "Dojo AI晶圆级芯片", the Dojo family\'s and system\'s word, not the D1 model; models.yaml gives D1 no bare "Dojo" form, and a family count supports no model part, spec §5; was states)')
add('multi-system',XC,'tesla-cortex-phase-3',H,50000,'states','Cortex: "5万个英伟达H100 GPU"')
add('multi-system',XC,'tesla-cortex-phase-3',H,100000,'contradicts','10万 H100 are xAI\'s; the Cortex passage says 5万')
add('multi-system',XC,'tesla-cortex-phase-1','Tesla D1 Dojo',20000,'not-stated','Cortex: "2万个特斯拉的Dojo AI晶圆级芯片" (relabelled session 22: the count is of "Dojo AI晶圆级芯片", the Dojo family\'s and system\'s word, not the D1 model; models.yaml gives D1 no bare "Dojo" form, and a family count supports no model part, spec §5; was states)')
add('year-unit',XC,XA,H,122,'contradicts','"122天"; 10万 H100')
add('planned',XC,XA,H,150000,'states','"扩展到15万张H100": the planned figure of the same Colossus, stated')
add('spelling',XC,XC3,'NVIDIA H100 SXM5',100000,'states','"建成了有10万张H100的Colossus集群"')

add('rounded',DJ,'tesla-cortex-phase-2',H,100000,'states','Cortex: "约10万个H100/H200 GPU"')
add('rounded',DJ,'tesla-cortex-phase-1',H,100000,'states','Cortex: "约10万个H100/H200 GPU"')
add('multi-system',DJ,XC2,H,100000,'states','"xAI...打造了由10万块H100组成的世界最大超算集群"')
add('multi-system',DJ,XC2,H,150000,'contradicts','xAI: 10万块H100')
add('multi-system',DJ,XC3,H,100000,'states','"由10万块H100组成的世界最大超算集群"')
add('per-device',DJ,'tesla-dojo-1-phase-1','Tesla D1 Dojo',25,'not-stated','"25个D1芯片融合到一个tile中": per tile; the only total is a hypothetical bound')
add('equivalent',DJ,'tesla-cortex-phase-3',H,90000,'contradicts','"等价于9万块H100的性能" is Tesla\'s compute in H100-equivalents; the Cortex passage says 约10万 H100/H200')

add('multi-system',VN,XC3,H,100000,'states','"Colossus, siêu máy tính chạy bằng 100.000 GPU Nvidia H100"')
add('spelling',VN,XC2,'NVIDIA H100',100000,'states','"100.000 GPU Nvidia H100" (Vietnamese grouping)')

add('rounded',SG,S2,'NVIDIA GB200',400000,'states','"around 400,000 of Nvidia\'s GB200"')
add('rounded',SG,S3,'NVIDIA GB200',400000,'states','"around 400,000 of Nvidia\'s GB200"')
add('per-node',SG,S1,'NVIDIA GB200',72,'contradicts','"GB200 NVL72 units": 72 per rack; around 400,000 in all')

add('planned',LQ,G24B,H,350000,'states','"350,000 NVIDIA H100 GPUs" (the roadmap figure, stated)')
add('rounded',LQ,G24A,H,24000,'states','"two 24k GPU clusters": 24,000 at the page\'s precision')
add('rounded',LQ,G24B,H,24000,'states','"two 24k GPU clusters"')
add('rounded',MH,G24A,H,24000,'states','"each 24K cluster is 1,536 racks large" beside the exact 24,576: the rounded form is on the page (doubtful: an editor may hold to 24,576)')
add('bound',LQ,G24B,H,600000,'contradicts','"nearly 600,000 H100s" of compute equivalent; the page counts 24k clusters and 350,000 H100')

JV=AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/jupiter-europes-fastest-supercomputer-nvidia-grace-hopper.md'; JU='jupiter-julich'
add('other-count',JV,JU,'NVIDIA GH200',23536,'contradicts','the record\'s own count; the page gives "23,752 accelerators" of GH200')
add('nodes-only',JV,JU,'NVIDIA GH200',5938,'contradicts','"5,938 nodes"; 23,752 GH200')
add('per-node',JV,JU,'NVIDIA GH200',4,'contradicts','"four GH200 accelerators" per node; 23,752')
add('nodes-only',JV,JU,'NVIDIA GH200',125,'contradicts','"125 server racks"; 23,752 GH200')
add('year-unit',JV,JU,'NVIDIA GH200',930,'contradicts','"930 PetaFLOPS"; 23,752 GH200')
add('year-unit',JV,JU,'NVIDIA GH200',13,'contradicts','"approximately 13 specialized AI data centers"; 23,752 GH200')

add('multi-system',IS,'agh-cyfronet-helios','NVIDIA GH200',440,'not-stated','Helios only named in a list of nine systems; the page counts only Isambard-AI\'s GH200')
add('multi-system',IS,'los-alamos-nl-venado','NVIDIA GH200',2560,'not-stated','"洛斯阿拉莫斯国家实验室" named without a count')
add('year-unit',IS,ISA,'NVIDIA GH200',9,'contradicts','"9台超算" are systems; 168 GH200')
add('per-node',IS,'xai-colossus-2-memphis-phase-1','NVIDIA GB200',72,'not-stated','"搭载72个芯片的NVL72服务器" per server; Colossus 2 is not on the page')

add('table',AL,'alps-supercomputer-phase-2','AMD Instinct MI300A',512,'states','"| 128 | Cray EX255a | - | 4x MI300A |"')
add('table',AL,'alps-supercomputer-phase-2','NVIDIA A100',576,'states','"| 144 | Cray EX235n | 1x AMD Milan | 4x custom A100 |"')
add('table',AL,'alps-supercomputer-phase-2','AMD Radeon Instinct MI250X',96,'states','"| 24 | Cray EX235a | 1x AMD Trento | 4x MI250X |"')
add('table',AL,'alps-supercomputer-phase-1','NVIDIA GH200',6400,'not-stated','the record\'s count; the table gives "4x H100" per node, no GH200 count')
add('table',AL,'alps-supercomputer-phase-2','NVIDIA A100',144,'contradicts','144 nodes of 4 A100: 576')

add('multi-system',AZ,'microsoft-gpt-4-cluster','NVIDIA A100',25000,'not-stated','the GPT-4 system is "about as big as an orca", no count; no A100 on the page')
add('other-model',AZ,'microsoft-azure-mlperf-3-1-submission',H,10752,'not-stated','not on the page')
add('multi-system',AZ,EA,H,1000,'contradicts','"1,000 - 2,000 servers" of public systems; 14,400 H100')

HG='hpcg-icl-web/hpcg/custom/sc25.html'
add('top500',HG,'lawrence-livermore-nl-el-capitan-phase-2','AMD Instinct MI300A',44544,'not-stated','the HPCG table lists cores, not accelerators')
add('cpu-cores',HG,'lawrence-livermore-nl-el-capitan-phase-2','AMD Instinct MI300A',11340000,'not-stated','"11,340,000" cores')
add('cpu-cores',HG,'oak-ridge-nl-frontier',M2,9066176,'not-stated','"9,066,176" cores')
add('top500',HG,LU,M2,11912,'not-stated','the HPCG table lists cores, not accelerators')
MX='hpcg-icl-web/hpl-mxp.org/results.md'
add('top500',MX,'juwels-booster','NVIDIA A100',3744,'not-stated','the HPL-MxP table lists cores, not GPUs')
add('cpu-cores',MX,'juwels-booster','NVIDIA A100',449280,'not-stated','"JUWELS BM | 449,280" cores')
add('cpu-cores',MX,'argonne-nl-polaris','NVIDIA A100',256592,'not-stated','"Polaris | 256,592" cores')
add('top500',MX,'nvidia-selene-phase-2','NVIDIA A100',4480,'not-stated','the HPL-MxP table lists cores, not GPUs')

add('top500',JA,'microsoft-azure-voyager-eus2','NVIDIA A100',2112,'not-stated','the record\'s count; the page gives cores and the accelerator model only')
add('year-unit',JA,'microsoft-azure-voyager-eus2','NVIDIA A100',80,'not-stated','"NVIDIA A100 80GB": a memory size')
add('top500',JA,'lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',6144,'not-stated','no GPU count on the page')

PM=LL+'Perlmutter.md'; PER='lawrence-berkeley-nl-nersc-perlmutter'
add('product',PM,PER,'NVIDIA A100 SXM4 40 GB',7168,'not-stated','1,792 GPU nodes (a footnote) times 4x A100 (the node section): a product across passages; the page gives no GPU total')
add('nodes-only',PM,PER,'NVIDIA A100 SXM4 80 GB',256,'not-stated','"256 GPU nodes with 80 GB A100 GPUs": a node count')

T2=TS+'176927.html'
add('top500',T2,'gsic-tsubame-2-5','NVIDIA Tesla K20X',4224,'not-stated','TSUBAME 2.0\'s TOP500 page: "Nvidia GPU", cores only')
add('cpu-cores',T2,'gsic-tsubame-2-5','NVIDIA Tesla K20X',73278,'not-stated','"Cores: 73,278"')
add('year-unit',T2,'gsic-tsubame-2-5','NVIDIA Tesla K20X',2490368,'not-stated','Nmax')

add('per-node',AB,'aist-abci-2-0',V1,4352,'not-stated','1,088 nodes and 4 V100 per node in separate blocks (as per-node-3, batch 2, for ABCI 1.0)')
add('other-model',AB,'aist-abci-2-0','NVIDIA A100 SXM4 40 GB',960,'not-stated','the page describes ABCI 1.0: no A100')
AB3=AI+'imjeson+byteai/posts/2024-07-11-auto3-GVAAFW.md'
add('other-model',AB3,'aist-abci-3-0','NVIDIA H200 SXM',6128,'not-stated','"配备NVIDIA H200 Tensor Core GPU" with no count')
add('year-unit',AB3,'aist-abci-3-0','NVIDIA H200 SXM',2018,'not-stated','"自2018年以来"')

# === Batch 5 (issue 14, fifth round): labelled blind (verifier text FILE
# only; no checker, matcher, claims suite or eval-claims run before or while
# labelling), on (page, system, value) triples no earlier round used, at most
# six a page. The pages that state a count had their stated triples used by
# rounds 1-4, so few new `states` remain (a rounded "24K" on a page about
# another system, the other Meta cluster); the rest are traps: numbers that
# sit beside the model (a product name "Cray EX2500" before "168个GH200",
# "NVL36 ... 36个GB200" on a GH200 page, N_max, a TOP500 id, racks,
# cabinets, compute units, GB of HBM), node counts of another partition, a
# node total and a per-node count in separate paragraphs, a job's "16 nodes
# and 4 GPU each", H100-equivalents and another model's equal-looking count,
# planned doublings, another owner's count on a page naming several, another
# Prometheus, and HPCG and TOP500 tables of cores. Held out: every third
# case of each kind counted within batch 5 alone, in file order.
B5=len(C)
JM=LL+'JUPITER.md'
add('rounded',JM,G24A,H,24000,'states','"[[Meta\'s H100 clusters]] are 24K H100s" in the JUPITER booster list: Meta\'s count, at the page\'s precision (doubtful: the page is about JUPITER and names the clusters by the limelead page\'s title)')
add('rounded',JM,G24B,H,24000,'states','"Meta\'s H100 clusters are 24K H100s": each of the two clusters')
add('nodes-only',JM,JU,'NVIDIA H100',6000,'contradicts','"roughly 6,000 compute nodes"; the page gives 24,000 H100|H200 GPUs')
add('year-unit',JM,JU,'NVIDIA H100',25400,'contradicts','"25400 end points" of the network; 24,000 H100|H200 GPUs')

add('rounded',MH,G24B,H,24000,'states','"each 24K cluster is 1,536 racks large" (as rounded-15 of batch 4 for 2024a; doubtful: an editor may hold to 24,576)')
add('nodes-only',MH,G24B,H,1536,'contradicts','"1,536 racks"; 24,576 H100 per cluster')
add('per-node',MH,G24B,H,8,'contradicts','"8x H100 GPUs" per node, "8 pods"; 24,576 H100')

add('other-count',LQ,G24B,H,49152,'contradicts','two 24k clusters and 350,000 H100; the page never writes 49,152')
add('planned',LQ,G24B,H,100000,'contradicts','"two 24k GPU clusters" and "350,000 NVIDIA H100 GPUs" by the end of 2024; no 100,000')
add('year-unit',LQ,G24B,H,2024,'contradicts','"By the end of 2024"; 24k clusters and 350,000 H100')

JV5=AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/jupiter-europes-fastest-supercomputer-nvidia-grace-hopper.md'
add('rounded',JV5,JU,'NVIDIA GH200',24000,'contradicts','"23,752 accelerators" of GH200 written exactly; 24,000 is no rounding the page made')
add('year-unit',JV5,JU,'NVIDIA GH200',793,'contradicts','"approximately 793 PetaFLOPs"; 23,752 GH200')

add('multi-system',XP,'microsoft-gpt-4-cluster','NVIDIA A100',100000,'contradicts','GPT-4 "用25,000个A100...训练出来的"; the 100,000 in the next sentence are GB200')
add('multi-system',XP,S1,'NVIDIA GB200',25000,'contradicts','the Oracle/Abilene cluster is "10万块...GB200"; 25,000 are GPT-4\'s A100')

add('planned',XC,XC2,'NVIDIA H100',200000,'contradicts','15万 H100 + 5万 H200 is a sum the page does not write; H100: 10万, 15万')
add('multi-system',XC,'tesla-cortex-phase-1',H,150000,'contradicts','Cortex: "5万个英伟达H100 GPU"; 15万 are xAI\'s planned H100')
add('other-model',XC,XC3,'NVIDIA GB200',30000,'not-stated','the record\'s GB200 row: no GB200 on the page')

add('equivalent',DJ,XA,H,8000,'contradicts','"8000个相当于H100算力" is Dojo\'s H100-equivalent; xAI: 10万块H100')
add('bound',DJ,'tesla-dojo-1-phase-1','Tesla D1 Dojo',276000,'not-stated','"将需要超过27.6万个D1芯片": a bound of a hypothetical 100 exaflops')
add('equivalent',DJ,'tesla-cortex-phase-1',H,90000,'contradicts','"相当于有大约9万个H100" is compute in H100-equivalents; the Cortex passage says 约10万 H100/H200')
add('other-model',DJ,'tesla-cortex-phase-2',H,40000,'contradicts','"大约4万个AI4计算机" are Tesla AI4 computers; Cortex: 约10万 H100/H200')

add('multi-system',VN,'tesla-cortex-phase-3',H,100000,'not-stated','the 100.000 H100 are xAI\'s Colossus; Tesla\'s Cortex is not on the page')
add('multi-system',VN,'meta-100k',H,100000,'not-stated','the 100.000 H100 are xAI\'s Colossus; Meta is not on the page')

add('per-node',GB,GBS,'NVIDIA Blackwell',8,'contradicts','"nhân con số đó lên 8 lần", "8 rack": racks; 576 Blackwell')
add('cpu-cores',GB,GBS,'NVIDIA Blackwell',36,'contradicts','"36 CPU Grace trong một chiếc rack"; 576 Blackwell')

add('multi-system',IS,'jcahpc-miyabi','NVIDIA GH200',1120,'not-stated','"日本的Miyabi" only named in the list of nine systems')
add('multi-system',IS,'alps-supercomputer-phase-2','NVIDIA GH200',10752,'not-stated','"瑞士的Alps" only named in the list; the page counts only Isambard-AI\'s GH200')
add('other-model',IS,ISA,'NVIDIA GH200',36,'contradicts','"GB200 NVL36服务器配备36个GB200芯片": another model, per server; Isambard-AI: 168 GH200')
add('year-unit',IS,ISA,'NVIDIA GH200',2500,'contradicts','"HPE Cray EX2500就配备了168个GH200": a product name right before the count; 168 GH200')

add('multi-system',SG,'project-rainier','Amazon Trainium2',400000,'not-stated','the 400,000 are Oracle\'s GB200 for Abilene; no Trainium and no Rainier on the page')
add('bound',SG,S2,'NVIDIA GB200',50000,'contradicts','"up to 50,000 Nvidia GB200 NVL72 units" per building is a bound; around 400,000 GB200')
add('per-node',SG,S3,'NVIDIA GB200',72,'contradicts','"GB200 NVL72": 72 per rack; around 400,000 GB200')

add('bound',AZ,AZ3,'NVIDIA V100',2000,'contradicts','"1,000 - 2,000 servers" of public systems; the GPT-3 machine: 10,000 V100')
add('year-unit',AZ,EA,H,5,'contradicts','"five of those supercomputers I showed you every single month"; 14,400 H100')

EG=LL+'Eagle.md'
add('year-unit',EG,EA,H,11796480,'contradicts','"N_max = 11,796,480"; 14,400 H100')
add('year-unit',EG,EA,H,180236,'contradicts','the TOP500 id in "top500.org/system/180236/"; 14,400 H100')

FRM=LL+'Frontier.md'; FRO='oak-ridge-nl-frontier'
add('nodes-only',FRM,FRO,M2,9472,'contradicts','"a fully populated 74-cabinet ... should have a total of 9,472 nodes"; 37,632 MI250X')
add('year-unit',FRM,FRO,M2,74,'contradicts','"74 cabinets"; 37,632 MI250X')

FUG=AI+'olcf+olcf-user-docs/systems/frontier_user_guide.rst'
add('product',FUG,FRO,M2,39424,'not-stated','"a total of 9,856 AMD compute nodes" and "[4x] AMD MI250X" per node sit in separate paragraphs; the page writes no MI250X total')
add('nodes-only',FUG,FRO,M2,9856,'not-stated','"a total of 9,856 AMD compute nodes": a node count')
add('nodes-only',FUG,FRO,M2,77,'not-stated','"77 Olympus rack HPE cabinets"')
add('per-device',FUG,FRO,M2,8,'not-stated','"[4x] AMD MI250X, each with 2 Graphics Compute Dies (GCDs) for a total of 8 GCDs per node": dies per node, and no MI250X total')
SUG=AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst'
add('product',SUG,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',27600,'states','"Each of the approximately 4,600 compute nodes on Summit contains ... six NVIDIA Tesla V100 accelerators": one sentence, about 27,600 (an approximate product: equal after the page\'s own rounding; nodes-only-8 states 27,648 too)')

LEO=LL+'Leonardo.md'; LEN='eurohpc-leonardo'
add('nodes-only',LEO,LEN,'NVIDIA A100',1536,'contradicts','"Data Centric Module: 1,536 compute nodes" of CPUs; 13,824 A100')
add('year-unit',LEO,LEN,'NVIDIA A100',174,'contradicts','"HPL score of 174.70 PF"; 13,824 A100')

add('table',AL,'alps-supercomputer-phase-2','NVIDIA H100',2688,'contradicts','"| 2,688 | ... | 4x H100 |": 2,688 nodes, 10,752 H100')
add('table',AL,'alps-supercomputer-phase-2','AMD Instinct MI250X',24,'contradicts','"| 24 | ... | 4x MI250X |": 96 MI250X')
add('table',AL,ALPS,'NVIDIA H100',1024,'contradicts','"| 1,024 | Cray EX425 | 2x AMD Rome | - |": a CPU-only row; 10,752 H100')

add('per-node',AU,'argonne-nl-aurora','Intel Data Center GPU Max 1550',6,'not-stated','"6x Intel Data Center GPU Max 1550" per node; the 63,744 count the family (as family-25, batch 3)')
add('nodes-only',AU,'argonne-nl-aurora','Intel Ponte Vecchio',166,'contradicts','"166 cabinets"; 63,744 Ponte Vecchio GPUs')

IAM=LL+'Isambard-AI.md'
add('year-unit',IAM,ISA,'NVIDIA GH200',2500,'contradicts','"Cray EX2500 (Phase 1)": a product name; 5,448 GH200')
add('year-unit',IAM,ISA,'NVIDIA GH200',4000,'contradicts','"Cray EX4000 (Phase 2)": a product name; 5,448 GH200')

EL2='lawrence-livermore-nl-el-capitan-phase-2'
add('bound',EC,EL2,'AMD Instinct MI300A',44544,'not-stated','the record\'s count; the page estimates "between 32,626 and 52,083 APUs"')
add('bound',EC,EL2,'AMD Instinct MI300A',64,'not-stated','"between 64 and 102 cabinets"')

add('nodes-only',PM,PER,'NVIDIA A100 SXM4 40 GB',128,'not-stated','"128x GPU nodes" per cabinet')
add('nodes-only',PM,PER,'NVIDIA A100 SXM4 80 GB',1792,'not-stated','"Perlmutter has 1,792 GPU nodes" (a footnote): nodes')

add('year-unit',LG,LU,M2,220,'contradicts','"a total of 220 CUs" per MI250x module; 2978 x 4 MI250X')
add('cpu-cores',LG,LU,M2,64,'contradicts','"64 cores AMD EPYC Trento"; 2978 x 4 MI250X')

add('multi-system',CS,LU,M2,2023,'not-stated','"became available in 2023"; the LUMI section counts no GPUs')

AUI=AI+'argonne-lcf+user-guides/aurora/index.html'
add('nodes-only',AUI,'argonne-nl-aurora','Intel Ponte Vecchio',10624,'contradicts','"a 10,624-node ... system"; "63,744 GPUs" of the family')
add('nodes-only',AUI,'argonne-nl-aurora','Intel Ponte Vecchio',166,'contradicts','"166 racks"; 63,744 GPUs')
add('per-node',AUI,'argonne-nl-aurora','Intel Ponte Vecchio',6,'contradicts','"6 Intel Data Center GPU Max Series" per node; 63,744 GPUs')

add('nodes-only',PO,'argonne-nl-polaris','NVIDIA A100',40,'contradicts','"40 racks for a total of 560 nodes"; four A100 each: 2,240')

add('year-unit',SO,SOP,'NVIDIA A100',640,'contradicts','"two nodes with 640 GB of GPU memory"; 24 x 8 A100 = 192')

HZ=AI+'HelmholtzAI-FZJ+2023-getting-started-with-ai-on-supercomputers/public/03-parallelize-training.html'
add('product',HZ,'juwels-booster','NVIDIA A100',64,'not-stated','"16 nodes and 4 GPU each" is one job\'s size on the booster partition, no model named')
add('nodes-only',HZ,'juwels-booster','NVIDIA A100',3744,'not-stated','the record\'s count; the page counts no GPUs of the machine')
add('nodes-only',AI+'FZJ-JSC+jubench-megatron-lm/README.md','juwels-booster','NVIDIA A100',8,'not-stated','"| juwelsbooster | ... | 8 |": the nodes of one benchmark run')

PRI=AI+'marios2019+prometheus-docs/docs/index.html'
add('other-model',PRI,'meta-prometheus-new-albany','NVIDIA GB200',64,'not-stated','another Prometheus: "64 NVIDIA A5000 GPUs" of a university cluster')
add('other-model',PRI,'meta-prometheus-new-albany','NVIDIA GB200',300000,'not-stated','the record\'s count; Meta\'s Prometheus is not on the page')

RB=AI+'ROCm+rocm-blogs/blogs/software-tools-optimization/affinity/part-1/README.md'
add('per-node',RB,FRO,M2,4,'not-stated','"the 64-core CPU is connected with 4 MI250X GPUs" in a Frontier node: per node only')
add('cpu-cores',RB,FRO,M2,64,'not-stated','"64-core CPU"')
KO=AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S02_Offloading/index.html'
add('per-node',KO,LU,M2,4,'not-stated','"The nodes in these systems consist of 4 MI250X GPUs" (Frontier and LUMI): per node only')

H23,H24,H25='hpcg-icl-web/hpcg/custom/sc23.html','hpcg-icl-web/hpcg/custom/sc24.html','hpcg-icl-web/hpcg/custom/isc25.html'
I24,S22='hpcg-icl-web/hpcg/custom/isc24.html','hpcg-icl-web/hpcg/custom/sc22.html'
add('top500',H23,FRO,M2,37632,'not-stated','the HPCG table lists cores, not accelerators')
add('cpu-cores',H23,FRO,M2,8699904,'not-stated','"8,699,904" cores')
add('top500',H25,LEN,'NVIDIA A100',13824,'not-stated','the HPCG table lists cores, not accelerators')
add('cpu-cores',H25,LEN,'NVIDIA A100',1824768,'not-stated','"1,824,768" cores')
add('top500',H24,'alps-supercomputer-phase-2','NVIDIA GH200',10752,'not-stated','"Alps — ... NVIDIA GH200 Superchip" with cores only')
add('cpu-cores',H24,'alps-supercomputer-phase-2','NVIDIA GH200',2121600,'not-stated','"2,121,600" cores')
add('top500',I24,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',27648,'not-stated','the HPCG table lists cores, not GPUs')
add('top500',S22,'juwels-booster','NVIDIA A100',3744,'not-stated','"JUWELS Booster Module" with cores only')
add('top500','hpcg-icl-web/hpcg/custom/isc25evt.html',EL2,'AMD Instinct MI300A',44544,'not-stated','El Capitan named with its HPCG score only')

add('top500',TS+'179567.html','lawrence-livermore-nl-lassen-phase-2','NVIDIA V100',3168,'not-stated','the record\'s count; the page lists cores, not GPUs')
add('cpu-cores',TS+'179567.html','lawrence-livermore-nl-lassen-phase-2','NVIDIA V100',248976,'not-stated','"Cores: 248,976"')
add('top500',TS+'177824.html','cscs-piz-daint-phase-1','NVIDIA Tesla P100 PCIe 16GB',3040,'not-stated','the record\'s count; the page lists cores, not GPUs')
add('top500',TS+'179444.html','eni-hpc4-phase-2','NVIDIA V100',2750,'not-stated','the record\'s count; the page lists cores, not GPUs')
LS='top500-analysis-lass-lab/data/scrapper/system-html/179397'
add('top500',LS,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',27648,'not-stated','a second copy of Summit\'s TOP500 page: cores, not GPUs')
add('cpu-cores',LS,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',2397824,'not-stated','"Cores: 2,397,824"')

# ==== batch 6 (session 11, issue 14): blind ====
# Claims read blind off pages no claims case used (the folders reserved for
# this batch, and limelead pages no case used), by a labeller who ran no
# checker, matcher or eval-claims: pages read with w3m and a plain PDF text
# dump. These pages give no accelerator total of a record's system: course
# pages (ENCCS, JSC, LUMI, TU/e), EuroHPC student reports, TOP500 site and
# list pages (systems with their cores, year and Rmax), a CSV of the fastest
# systems. So every case is a trap for a false `states` or `contradicts`:
# the record's count against a page that names the system with no count,
# per-node GPU counts, a job's or a course's GPUs, node counts, CPU cores
# (TOP500 Cores columns), model numbers that look like counts ("NVIDIA 2050",
# "Volta GV100", "ATI Radeon HD 4870 2", "Rome 7H12"), years, sizes, and
# another system's row on a page naming several. Held out: every third case
# of each kind counted within batch 6 alone, in file order.
B6=len(C)
GP0=AI+'ENCCS+gpu-programming/0-setup/index.html'
GP1=AI+'ENCCS+gpu-programming/1-gpu-history/index.html'
GP3=AI+'ENCCS+gpu-programming/3-gpu-problems/index.html'
GP10=AI+'ENCCS+gpu-programming/10-multiple_gpu/index.html'
LUM,MI2='eurohpc-lumi','AMD Radeon Instinct MI250X'
FRN='oak-ridge-nl-frontier'
add('per-node',GP0,LUM,MI2,1,'not-stated','"Interactive job, 1 node, 1 GPU, 1 hour" on LUMI: one job\'s size')
add('per-node',GP0,LUM,MI2,11912,'not-stated','the record\'s count; the LUMI setup page counts only a job\'s "--gpus-per-node=1"')
add('spelling',GP0,LUM,MI2,90,'not-stated','"HCC_AMDGPU_TARGET=gfx90a": an architecture name')
add('year-unit',GP1,FRN,MI2,500,'not-stated','"the 500 most powerful non-distributed computer systems" (TOP500); Frontier is not named')
add('multi-system',GP3,LUM,MI2,11912,'not-stated','"running on LUMI (MI250X AMD GPU, 64-core AMD Trento CPUs)": the record\'s count; the page counts no GPUs of LUMI')
add('cpu-cores',GP3,LUM,MI2,64,'not-stated','"64-core AMD Trento CPUs"')
add('per-device',GP3,LUM,MI2,1,'not-stated','"1 GPU" column of a Julia benchmark on LUMI')
add('multi-system',GP3,'lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',6144,'not-stated','"VASP Power Profiles on NVIDIA A100 GPUs, which was conducted on the Perlmutter system at NERSC": no count')
add('year-unit',GP3,'lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',400,'not-stated','"four different power caps: 400 W (default), 300 W, 200 W, and 100 W"')
add('year-unit',GP3,LUM,MI2,2048,'not-stated','"(2048, 2048)": a matrix size in the benchmark table')
add('per-node',GP10,LUM,MI2,11912,'not-stated','the record\'s count; "On LUMI-G, the following modules may be necessary": no GPU count')

S4A=AI+'ENCCS+supercomputing4ai/index.html'
add('multi-system',S4A,LUM,MI2,11912,'not-stated','"the Introduction to LUMI ... pages" in See also; no count')
UPI=AI+'ENCCS+upscalingAIworkflows/index.html'
add('other-model',UPI,'eurohpc-vega','NVIDIA A100 PCIe',240,'not-stated','"Access to Vega", "TensorFlow on a single GPU": no GPU model or count')
add('year-unit',UPI,'eurohpc-vega','NVIDIA A100 PCIe',25,'not-stated','"25 min TensorFlow on a single GPU": minutes')

JD1=AI+'HelmholtzAI-FZJ+2025-09-course-Bringing-Deep-Learning-Workloads-to-JSC-supercomputers/public/day-1-recap.html'
JD2=AI+'HelmholtzAI-FZJ+2025-09-course-Bringing-Deep-Learning-Workloads-to-JSC-supercomputers/public/day-2-recap.html'
JRC,A40='fzj-jureca','NVIDIA A100 SXM4 40 GB'
add('per-node',JD1,JRC,A40,4,'not-stated','"utilize all 4 GPUs on a node" of Jureca DC: per node, no model')
add('per-node',JD1,JRC,A40,768,'not-stated','the record\'s count; the recap gives "4 GPUs on a node" and "20 nodes" reserved, no total')
add('nodes-only',JD1,JRC,A40,20,'not-stated','"secured 20 nodes for 3 hours": a course reservation')
add('nodes-only',JD1,JRC,A40,80,'not-stated','20 nodes x 4 GPUs in separate sentences about a reservation, not the system: no product stated')
add('year-unit',JD1,JRC,A40,24,'not-stated','"the 24-hour job limit"')
add('multi-system',JD2,JRC,'NVIDIA H100',4,'not-stated','"Tak shared that he needs to train a model that requires four H100 GPUs": a user\'s need, not the system\'s count')
add('bound',JD2,JRC,A40,512,'not-stated','"FSDP works well for models up to 512 GPUs": a bound on a method')
add('per-node',JD2,JRC,A40,4,'not-stated','"despite requesting 4 GPUs", "distributed across 4 GPUs": one job')
add('year-unit',JD2,JRC,A40,128,'not-stated','"the local batch size of 128 ... a global batch size of 512"')
add('multi-system',JD2,JRC,A40,768,'not-stated','the record\'s count; the recap counts no GPUs of the system')

LGH=AI+'Lumi-supercomputer+lumi-supercomputer.github.io/index.html'
add('multi-system',LGH,LUM,MI2,11912,'not-stated','landing page of the LUMI GitHub.io sites: no count')
TUE=AI+'gferhpc+supercomputing.tue.nl/docs/blog/posts/'
TUL,TUO,TUM=TUE+'events/2025/lumi-ai-workshop.md',TUE+'news/2023/2023-12-12_open_call_hpc_ai.md',TUE+'news/2024/2024-11-27_matlab-snellius.md'
add('multi-system',TUL,LUM,MI2,11912,'not-stated','"the powerful GPU-enabled LUMI supercomputer", "Europe\'s fastest supercomputer": no count')
add('year-unit',TUL,LUM,MI2,11,'not-stated','"the Slingshot 11 interconnect"')
add('year-unit',TUL,LUM,MI2,30,'not-stated','"In-person participation (limited to 30 people)"')
add('multi-system',TUO,'surf-snellius-phase-1','NVIDIA A100',288,'not-stated','"Snellius, hosted by SURF in Amsterdam": no count')
add('multi-system',TUM,'surf-snellius-phase-3','NVIDIA H100 SXM5 80GB',352,'not-stated','"MATLAB ... available on Snellius, the national supercomputer": no count')
add('year-unit',TUM,'surf-snellius-phase-3','NVIDIA H100 SXM5 80GB',2,'not-stated','"after 2 years of conversations with MathWorks"')

MLK=AI+'mlkr-rbi+eurohpc-llm-bench/README.md'
add('multi-system',MLK,'mare-nostrum-5','NVIDIA H100 SXM5 80GB',4480,'not-stated','"MareNostrum 5 ACC and Leonardo Booster": no GPU model or count')
add('multi-system',MLK,'eurohpc-leonardo','NVIDIA A100',13824,'not-stated','"Leonardo Booster clusters in March 2025": no count')
add('spelling',MLK,'mare-nostrum-5','NVIDIA H100 SXM5 80GB',5,'not-stated','"MareNostrum 5": part of the name')
add('year-unit',MLK,'eurohpc-leonardo','NVIDIA A100',2025,'not-stated','"in March 2025"')
SOM=AI+'somosnlp+somosnlp.org/pages/patrocinios/bsc.md'
add('multi-system',SOM,'mare-nostrum-5','NVIDIA H100 SXM5 80GB',4480,'not-stated','"gestionamos el MareNostrum, uno de los supercomputadores más potentes de Europa": no count')
add('year-unit',SOM,'mare-nostrum-5','NVIDIA H100 SXM5 80GB',2024,'not-stated','"Última actualización: 14 de mayo de 2024"')

EC3=AI+'AlessandroRuzza+EuroHPC_Student_Challenge_2025_Team_3/report.pdf'
EC2=AI+'LucaLM02+EuroHPC_Student_Challenge_2025_Team_2/Graph_Color_Number_EuroHPCSummit2025_Report.pdf'
VG,AP='eurohpc-vega','NVIDIA A100 PCIe'
add('multi-system',EC3,VG,AP,240,'not-stated','"the computational power of the VEGA supercomputer": no GPU named or counted')
add('multi-system',EC2,VG,AP,240,'not-stated','"the supercomputer Vega hosted by the Institute of Information Science - IZUM": its CPU partition only')
add('cpu-cores',EC2,VG,AP,128,'not-stated','"two AMD Rome 7H12 processors, each with 64 cores, totaling 128 cores per node"')
add('cpu-cores',EC2,VG,AP,256,'not-stated','"Total Cores" column of the scaling table (8 nodes: 256)')
add('nodes-only',EC2,VG,AP,32,'not-stated','"With 32 nodes, we see a dramatic drop in execution time"')
add('per-node',EC2,VG,AP,8,'not-stated','"8 MPI processes per node"')
add('spelling',EC2,VG,AP,7,'not-stated','"AMD Rome 7H12": a processor name')

ISR=AI+'isambard-sc+ieee_cluster2025/README.md'
IAI='university-of-bristol-isambard-ai'
add('per-node',ISR,IAI,'NVIDIA GH200',4,'not-stated','"HPE Cray EX4000 platform + NVIDIA 4-way GH200 Superchip": a node of four')
add('per-node',ISR,IAI,'NVIDIA GH200',5448,'not-stated','the record\'s count; the agenda gives "4-way GH200" nodes and no total')
add('year-unit',ISR,IAI,'NVIDIA GH200',4000,'not-stated','"HPE Cray EX4000 platform": a product name')
add('year-unit',ISR,IAI,'NVIDIA GH200',2025,'not-stated','"IEEE CLUSTER 2025 Tutorial 2nd September 2025"')

# TOP500 site pages: a site's systems, one row each (system, year, cores, Rmax, Rpeak)
TSS,TSL='top500-scrap500/site/','top500-scrap500/list/'
SUM,V2='oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2'
TIT,K20='oak-ridge-nl-titan','NVIDIA Tesla K20X'
add('top500',TSS+'48553.html',SUM,V2,27648,'not-stated','"Summit - IBM Power System AC922, IBM POWER9 22C 3.07GHz, NVIDIA Volta GV100 ... 2018 2,397,824": cores, not GPUs')
add('cpu-cores',TSS+'48553.html',SUM,V2,2397824,'not-stated','Summit\'s row: "2,397,824" cores')
add('spelling',TSS+'48553.html',SUM,V2,100,'not-stated','"NVIDIA Volta GV100": a chip name')
add('multi-system',TSS+'48553.html',TIT,K20,18688,'not-stated','"Titan - Cray XK7, Opteron 6274 16C 2.200GHz, Cray Gemini interconnect, NVIDIA K20x 2012 560,640": cores, not GPUs')
add('cpu-cores',TSS+'48553.html',TIT,K20,560640,'not-stated','Titan\'s row: "560,640" cores')
add('spelling',TSS+'48553.html','top500-jaguar','NVIDIA Tesla M2090',2090,'not-stated','"Jaguar - Cray XK6 ... NVIDIA 2090 2009 298,592": 2090 is the model')
add('top500',TSS+'49763.html','lawrence-livermore-nl-sierra','NVIDIA V100',17280,'not-stated','"Sierra - IBM Power System S922LC ... NVIDIA Volta GV100 ... 2018 1,572,480": cores, not GPUs')
add('cpu-cores',TSS+'49763.html','lawrence-livermore-nl-sierra','NVIDIA V100',1572480,'not-stated','Sierra\'s row: "1,572,480" cores')
add('multi-system',TSS+'49763.html','lawrence-livermore-nl-lassen-phase-1','NVIDIA V100',2736,'not-stated','"Lassen - ... NVIDIA Tesla V100 2018 248,976": cores, not GPUs')
add('year-unit',TSS+'49763.html','lawrence-livermore-nl-lassen-phase-1','NVIDIA V100',2018,'not-stated','Lassen\'s row: year "2018"')
add('multi-system',TSS+'47871.html',JRC,A40,768,'not-stated','"JURECA - T-Platforms V-Class/Dell C6320P, E5-2680v3/Phi 7250-F ... Tesla K80/K40 2015 155,150": the 2015 JURECA, cores only; no A100')
add('cpu-cores',TSS+'47871.html',JRC,A40,155150,'not-stated','JURECA\'s row: "155,150" cores')
add('multi-system',TSS+'47871.html','juwels-booster','NVIDIA A100',3744,'not-stated','only "JUWELS Module 1 - Bull Sequana X1000, Xeon Platinum 8168" (2018), a CPU module; no Booster, no A100')
add('multi-system',TSS+'47347.html','argonne-nl-polaris','NVIDIA A100',2240,'not-stated','Argonne\'s site page (Mira, Theta, Cooley ... Nvidia K80): no Polaris, no A100')
add('cpu-cores',TSS+'47347.html','argonne-nl-sophia-formerly-theta','NVIDIA A100',280320,'not-stated','"Theta - Cray XC40, Intel Xeon Phi 7230 64C ... 2017 280,320": the old Theta\'s cores')
add('multi-system',TSS+'48958.html','tacc-frontera','NVIDIA V100',448,'not-stated','TACC\'s site page (Stampede2, Stampede, Maverick ... Nvidia K40m): no Frontera')
add('multi-system',TSS+'48429.html','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',6144,'not-stated','NERSC\'s site page (Cori ... Xeon Phi 7250): no Perlmutter, no A100')

# TOP500 list pages: a hundred rows, each a system with its cores
L0806,L1111,L1806,L1811=TSL+'200806.1.html',TSL+'201111.1.html',TSL+'201806.1.html',TSL+'201811.1.html'
add('top500',L1806,SUM,V2,27648,'not-stated','June 2018 row 1: "Summit ... NVIDIA Volta GV100 ... 2,282,544" cores')
add('cpu-cores',L1806,SUM,V2,2282544,'not-stated','Summit\'s June 2018 cores "2,282,544"')
add('top500',L1806,'aist-abci-1-0',V2,4352,'not-stated','"AI Bridging Cloud Infrastructure (ABCI) - PRIMERGY CX2550 M4, Xeon Gold 6148 20C 2.4GHz, NVIDIA Tesla V100 SXM2 ... 391,680": cores, not GPUs')
add('cpu-cores',L1806,'aist-abci-1-0',V2,391680,'not-stated','ABCI\'s row: "391,680" cores')
add('top500',L1806,'cscs-piz-daint-phase-2','NVIDIA Tesla P100 PCIe 16GB',5704,'not-stated','"Piz Daint - Cray XC50 ... NVIDIA Tesla P100 361,760": cores, not GPUs')
add('top500',L1806,'eni-hpc4-phase-1','NVIDIA P100',3170,'not-stated','"HPC4 - Proliant DL380 Gen10 ... NVIDIA Tesla P100 253,600": cores, not GPUs')
add('top500',L1811,'lawrence-livermore-nl-lassen-phase-2','NVIDIA V100',3168,'not-stated','Nov 2018 row 11: "Lassen ... NVIDIA Tesla V100 248,976": cores')
add('top500',L1811,'nvidia-circe',V2,576,'not-stated','"Circe - NVIDIA DGX-2H POD, Xeon Platinum 8174 24C 3.1GHz ... NVIDIA Tesla V100 SXM2 47,808": cores, not GPUs')
add('cpu-cores',L1811,'nvidia-circe',V2,47808,'not-stated','Circe\'s row: "47,808" cores')
add('top500',L1811,'gsic-tsubame-3-0','NVIDIA Tesla P100 SXM2',2156,'not-stated','"TSUBAME3.0 - SGI ICE XA, IP139-SXM2 ... NVIDIA Tesla P100 SXM2 135,828": cores, not GPUs')
add('spelling',L1811,'gsic-tsubame-3-0','NVIDIA Tesla P100 SXM2',139,'not-stated','"IP139-SXM2": a blade name')
add('multi-system',L1811,TIT,K20,18688,'not-stated','"Titan - Cray XK7 ... NVIDIA K20x 560,640": cores; the list counts no GPUs')
add('spelling',L1111,'top500-tianhe-1a','NVIDIA Tesla M2050',2050,'not-stated','"Tianhe-1A - NUDT YH MPP, Xeon X5670 6C 2.93 GHz, NVIDIA 2050 186,368": 2050 is the model')
add('top500',L1111,'top500-tianhe-1a','NVIDIA Tesla M2050',7168,'not-stated','Tianhe-1A\'s row gives "186,368" cores, no GPU count')
add('cpu-cores',L1111,'top500-nebulae','NVIDIA Tesla C2050',120640,'not-stated','"Nebulae - Dawning TC3600 Blade System, Xeon X5650 6C 2.66GHz, Infiniband QDR, NVIDIA 2050 120,640"')
add('multi-system',L1111,'gsic-tsubame-2-5',K20,4224,'not-stated','"TSUBAME 2.0 - HP ProLiant SL390s G7 Xeon 6C X5670, Nvidia GPU 73,278": TSUBAME 2.0 (before the K20X upgrade), cores only')
add('multi-system',L1111,'lawrence-livermore-nl-sierra','NVIDIA V100',17280,'not-stated','row 68 "Sierra - Dell Xanadu 3 Cluster, Xeon X5660 2.8 Ghz ... 21,756": another, older Sierra of LLNL, CPU only')
add('cpu-cores',L0806,'top500-jaguar','NVIDIA Tesla M2090',30976,'not-stated','June 2008 row 6: "Jaguar - Cray XT4 QuadCore 2.1 GHz 30,976"')
add('year-unit',L0806,'top500-jaguar','NVIDIA Tesla M2090',2008,'not-stated','the June 2008 list; Jaguar was a CPU system then')

# TOP500 system pages not used before
add('top500',TS+'176546.html','top500-tianhe-1','ATI Radeon HD 4870 X2',2560,'not-stated','"Tianhe-1 - NUDT TH-1 Cluster, Xeon E5540/E5450, ATI Radeon HD 4870 2, Infiniband", "Cores: 71,680": no GPU count')
add('spelling',TS+'176546.html','top500-tianhe-1','ATI Radeon HD 4870 X2',4870,'not-stated','"ATI Radeon HD 4870 2": the model')
add('spelling',TS+'176546.html','top500-tianhe-1','ATI Radeon HD 4870 X2',2,'not-stated','"ATI Radeon HD 4870 2": the 2 is X2, the dual-GPU board')
add('year-unit',TS+'176546.html','top500-tianhe-1','ATI Radeon HD 4870 X2',2240000,'not-stated','"Nmax 2,240,000"')
add('multi-system',TS+'176546.html','top500-tianhe-1a','NVIDIA Tesla M2050',7168,'not-stated','the page is Tianhe-1 (ATI Radeon), not Tianhe-1A')
add('top500',TS+'177931.html','top500-stampede','Intel Xeon Phi SE10P',6880,'not-stated','"Stampede - PowerEdge C8220, Xeon E5-2680 8C 2.700GHz, Infiniband FDR, Intel Xeon Phi SE10P", "Cores: 522,080": no accelerator count')
add('cpu-cores',TS+'177931.html','top500-stampede','Intel Xeon Phi SE10P',522080,'not-stated','"Cores: 522,080" (CPU and Phi cores together)')
add('top500',TS+'176029.html','top500-jaguar','NVIDIA Tesla M2090',960,'not-stated','Jaguar\'s page: "Processor: Opteron Quad Core 4C 2.3GHz", "Cores: 150,152": no GPU')
add('cpu-cores',TS+'176029.html','top500-jaguar','NVIDIA Tesla M2090',150152,'not-stated','"Cores: 150,152"')

WFS='systems/wikipedia-fastest-supercomputer/fastest-supercomputer.csv'
add('multi-system',WFS,TIT,K20,18688,'not-stated','"2012,Cray Titan,17.59e15": year and flops only')
add('year-unit',WFS,TIT,K20,2012,'not-stated','"2012,Cray Titan"')

LQ6='limelead-quartz-systems/'
add('planned',LL+'Horizon.md','tacc-frontera','NVIDIA V100',10,'not-stated','"It is the follow-on to the Frontera system will provide 10x its performance"')
add('multi-system',LL+'Horizon.md','tacc-frontera','NVIDIA V100',448,'not-stated','Frontera named as the predecessor; no count')
add('multi-system',LQ6+'Canadian HPC.md','simon-fraser-university-compute-canada-cedar','NVIDIA V100',768,'not-stated','"Simon Fraser University" among the big centers; no system or count')

# ==== batch 7 (session 15, issue 14): blind ====
# Claims read blind off (page, system) pairs no earlier case used, by a
# labeller who ran no checker, matcher or eval-claims before committing
# them: pages read with w3m, grep and the Next.js post JSON. The corpus's
# pages that state a record's count were nearly all used, so this batch adds
# `systems` the pages themselves describe with a count (the ALCF Cerebras
# cluster's "four CS-3", xAI's Grok 2 H100s in two Chinese posts) and is
# otherwise traps: word and CJK numerals (four, 两万, 万卡, 十万), an
# earlier figure of unnamed chips beside the count ("从5月份的16000块增长到
# 了24000块"), another system's count in the passage (xAI's own 10万 H100),
# per-device cores ("900K processing cores"), node, memory and SwarmX
# counts, prices, gigawatts, shares, ports, quotas, years, model numbers
# that look like counts (MI450, A6000, PowerXCell 8i 9C, Volta GV100, 3rd
# Generation EPYC), another Prometheus, per-node GPUs with no total (LUMI-G),
# systems named in lists or menus, and HPCG / HPL-MxP / TOP500 rows that
# give cores, ranks and flops but no GPUs. Held out: every third case of
# each kind counted within batch 7 alone, in file order.
B7=len(C)
CB=AI+'argonne-lcf+user-guides/ai-testbed/cerebras/index.html'; CBS,CS3='alcf-cerebras-cs3','Cerebras CS-3'
add('exact',CB,CBS,CS3,4,'states','"The cluster contains four CS-3 wafer scale engines"; "a CS-3 cluster with 4 CS-3 WSE"')
add('cpu-cores',CB,CBS,CS3,900000,'contradicts','"900K processing cores" in each CS-3; four CS-3')
add('nodes-only',CB,CBS,CS3,24,'contradicts','"The memoryX nodes(24 in total)"; four CS-3')
add('nodes-only',CB,CBS,CS3,8,'contradicts','"8 SwarmX nodes"; four CS-3')
add('year-unit',CB,CBS,CS3,44,'contradicts','"a total of 44GB on-chip memory"; four CS-3')
add('bound',CB,CBS,CS3,200,'contradicts','"up to approximatly 200 billion parameters"; four CS-3')
add('other-model',CB,CBS,'Cerebras CS-2',4,'not-stated','no CS-2 on the page; the four are CS-3')
add('multi-system',CB,'argonne-nl-aurora','Intel Data Center GPU Max 1550',63744,'not-stated','Aurora only in the site\'s navigation menu')
TB=AI+'argonne-lcf+user-guides/ai-testbed/index.html'
add('multi-system',TB,CBS,CS3,4,'not-stated','"the AI Testbed\'s Cerebras CS-3, Graphcore Bow Pod64 and GroqRack platforms": no count')
add('other-model',TB,CBS,'Graphcore Bow IPU',64,'not-stated','"Graphcore Bow Pod64": a product name, and not the Cerebras cluster')
GA=AI+'argonne-lcf+user-guides/aurora/getting-started-on-aurora/index.html'; AUR,PVC='argonne-nl-aurora','Intel Data Center GPU Max 1550'
add('multi-system',GA,AUR,PVC,63744,'not-stated','the record\'s count; a getting-started page (logins, modules, proxies, quotas) counts no GPUs')
add('year-unit',GA,AUR,PVC,50,'not-stated','"The default quota is 50 GB"')
add('year-unit',GA,AUR,PVC,3128,'not-stated','"proxy.alcf.anl.gov:3128": a port')

P6=AI+'imjeson+byteai/posts/2024-07-16-auto4-P66UEO.md'; XG='xai-grok-2-oracle'
add('exact',P6,XG,'NVIDIA H100',24000,'states','"xAI已经向甲骨文购买了24000块H100，并在这些芯片上训练的Grok 2"')
add('spelling',P6,XG,'NVIDIA H100 SXM5 80GB',24000,'states','"24000块H100" (Grok 2\'s)')
add('family',P6,XG,'NVIDIA Hopper',24000,'states','H100 is Hopper; "24000块H100"')
add('planned',P6,XG,'NVIDIA H100',16000,'contradicts','"甲骨文芯片数量已经从5月份的16000块增长到了24000块": May\'s 16000 "chips", no model in the sentence; the page counts 24000 H100 (doubtful: an editor may take 16000 as the May phase stated)')
add('multi-system',P6,XG,'NVIDIA H100',100000,'contradicts','"10万块H100" are xAI\'s own cluster; Grok 2: 24000 H100 bought from Oracle')
add('year-unit',P6,XG,'NVIDIA H100',10,'contradicts','"高达100亿美元": a price; 24000 H100')
add('year-unit',P6,XG,'NVIDIA H100',8,'contradicts','"起价为每月8美元": a price; 24000 H100')
XC=AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md'
add('exact',XC,XG,'NVIDIA H100',20000,'states','"训练xAI的Grok 2，需要两万块H100" (CJK numeral)')
add('family',XC,XG,'NVIDIA Hopper',20000,'states','H100 is Hopper; "两万块H100"')
add('multi-system',XC,XG,'NVIDIA H100',100000,'contradicts','"十万块H100" are Grok 3\'s and Colossus\'s; Grok 2: 两万块H100')
add('year-unit',XC,XG,'NVIDIA H100',14,'contradicts','"14台独立发电机"; Grok 2: 两万块H100')
add('year-unit',XC,XG,'NVIDIA H100',122,'contradicts','"122天" (Colossus\'s build time); Grok 2: 两万块H100')

BD=AI+'imjeson+byteai/posts/2024-05-09-auto4-iK5Nwa.md'; BDS='baidu-ai-cloud-wanka'
add('other-count',BD,BDS,'NVIDIA A100',10000,'not-stated','"百度智能云的万卡集群": ten thousand cards of no model; no GPU model on the page')
add('year-unit',BD,BDS,'NVIDIA A100',95,'not-stated','"加速比和有效训练时间，达到 95% 以上"')
add('bound',BD,BDS,'NVIDIA A100',700000,'not-stated','"GPT6未来部署的时候，需要70万-80万张卡": a forecast range for another model, no GPU model')
add('year-unit',BD,BDS,'NVIDIA A100',2025,'not-stated','"预计到2025年将达到25%"')

VA=AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/amd-and-meta-expand-partnership-with-6-gw-amd-gpu-deployment.md'; MA,M450='meta-amd-6gw','AMD Instinct MI450'
add('planned',VA,MA,M450,6,'not-stated','"a 6-gigawatt agreement": power, not GPUs')
add('planned',VA,MA,M450,1,'not-stated','"the first gigawatt deployment": power')
add('year-unit',VA,MA,M450,160,'not-stated','"up to 160 million shares"')
add('spelling',VA,MA,M450,450,'not-stated','"MI450-based GPUs": the model\'s number')

TO=AI+'theneworacle+theneworacle.github.io/posts/'
MR=TO+'metas-massive-ai-bet-louisiana-data-center-costs-s.html'
add('year-unit',MR,'meta-richland-parish','NVIDIA GB200',5,'not-stated','"a compute capacity of 5 gigawatts"')
add('year-unit',MR,'meta-richland-parish','NVIDIA GB200',50,'not-stated','"over $50 billion"; no GPU on the page')
TDJ=TO+'an-abrupt-end-tesla-dismantles-spectacular-dojo-ai.html'; DJ1,D1='tesla-dojo-1-phase-1','Tesla D1 Dojo'
add('multi-system',TDJ,DJ1,D1,3000,'not-stated','the record\'s count; Dojo dismantled, no chip count')
add('nodes-only',TDJ,DJ1,D1,20,'not-stated','"Around 20 other team members": people')
add('spelling',TDJ,DJ1,D1,3,'not-stated','"Dojo 2" and "Dojo 3": names of generations')
IDJ=AI+'vasudev-gm+vasudev-gm.github.io/source/_posts/Intel-Wins-Tesla-Dojo-contract-in-Dual-Supplier-Strategy-with-Samsung-Foundry.md'
add('multi-system',IDJ,DJ1,D1,3000,'not-stated','the record\'s count; a Dojo 3 packaging contract, no chip count')
add('year-unit',IDJ,DJ1,D1,2,'not-stated','"on a 2nm process"')
MPN='meta-prometheus-new-albany'
BZ=TO+'bezos-prometheus-ignites-ai-race-12-billion-fundin.html'
add('multi-system',BZ,MPN,'NVIDIA GB200',300000,'not-stated','another Prometheus: Bezos\'s AI startup; no GPUs on the page')
add('year-unit',BZ,MPN,'NVIDIA GB200',12,'not-stated','"$12 billion"')
PRD=AI+'marios2019+prometheus-docs/index.html'
add('multi-system',PRD,MPN,'NVIDIA GB200',300000,'not-stated','another Prometheus: the CYENS cluster of A5000 and A6000 Ada GPUs, uncounted')
add('spelling',PRD,MPN,'NVIDIA GB200',6000,'not-stated','"A6000": a model name')

HP='hpcg-icl-web/hpcg/custom/isc23.html'; V1S,VN,MI2='NVIDIA Tesla V100 SXM2','NVIDIA V100','AMD Radeon Instinct MI250X'
add('top500',HP,'saudi-aramco-dammam-7',V1S,7912,'not-stated','HPCG row 10 "Dammam-7 ... NVIDIA Tesla V100 SXM2", Cores 672,520: no GPU count')
add('cpu-cores',HP,'saudi-aramco-dammam-7',V1S,672520,'not-stated','the Cores column')
add('top500',HP,'eni-hpc5',VN,7280,'not-stated','row 11 "HPC5 ... NVIDIA Tesla V100", Cores 669,760')
add('cpu-cores',HP,'eni-hpc5',VN,669760,'not-stated','the Cores column')
add('top500',HP,'genci-adastra',MI2,1352,'not-stated','row 15 "Adastra ... AMD Instinct MI250X", Cores 319,072')
add('spelling',HP,'genci-adastra',MI2,3,'not-stated','"AMD Optimized 3rd Generation EPYC"')
add('cpu-cores',HP,'genci-adastra',MI2,64,'not-stated','"EPYC 64C"')
add('top500',HP,'cineca-marconi-100',VN,3952,'not-stated','row 18 "Marconi-100 ... Nvidia Volta V100", Cores 347,776')
add('top500',HP,'lawrence-livermore-nl-sierra',VN,17280,'not-stated','row 7 "Sierra ... NVIDIA Volta GV100", Cores 1,572,480')
add('spelling',HP,'lawrence-livermore-nl-sierra',VN,100,'not-stated','"NVIDIA Volta GV100": the chip\'s name')
add('top500',HP,'pawsey-supercomputing-centre-setonix',MI2,768,'not-stated','row 38 "Setonix – GPU ... AMD Instinct MI250X", Cores 181,248')
add('cpu-cores',HP,'pawsey-supercomputing-centre-setonix',MI2,181248,'not-stated','the Cores column')
add('top500',HP,'calcul-quebec-narval','NVIDIA A100',636,'not-stated','row 52 "Narval (GPU) ... NVIDIA A100", Cores 76,320')
add('spelling',HP,'calcul-quebec-narval','NVIDIA A100',7413,'not-stated','"AMD EPYC 7413": the CPU model')
add('top500',HP,'university-of-florida-hipergator-3-0-superpod','NVIDIA A100',1120,'not-stated','row 27 "HiPerGator AI ... NVIDIA A100", Cores 138,880')
HX='hpcg-icl-web/hpl-mxp.org/leftover.md'
add('top500',HX,'nsc-berzelius-phase-1','NVIDIA A100 SXM4 40 GB',480,'not-stated','"| 8 | NSC | Berzelius | 59,520 | 0.05 | 82 |": cores, no GPU count')
add('cpu-cores',HX,'nsc-berzelius-phase-1','NVIDIA A100 SXM4 40 GB',59520,'not-stated','the Cores column')
add('top500',HX,'mts-grom','NVIDIA A100',160,'not-stated','"| 10 | CloutMTS | MTS GROM | 19,840 |"')
add('year-unit',HX,'mts-grom','NVIDIA A100',240,'not-stated','TOP500 rank 240')
add('top500',HX,'argonne-nl-sophia-formerly-theta','NVIDIA A100',192,'not-stated','"| 11 | ThetaGPU | ANL | 280,320 |"')
add('year-unit',HX,'argonne-nl-sophia-formerly-theta','NVIDIA A100',60,'not-stated','TOP500 rank 60')
add('cpu-cores',HX,'university-of-florida-hipergator-3-0-superpod','NVIDIA A100',138880,'not-stated','"| 6 | Univ. Florida | HiPerGator | 138,880 |"')
RR,RRS,CELL=TS+'176026.html','top500-roadrunner','IBM PowerXCell 8i'
add('top500',RR,RRS,CELL,12960,'not-stated','"PowerXCell 8i 9C 3.2GHz", "Cores: 122,400": no Cell count')
add('cpu-cores',RR,RRS,CELL,122400,'not-stated','"Cores: 122,400"')
add('spelling',RR,RRS,CELL,8,'not-stated','"PowerXCell 8i": the model')
add('spelling',RR,RRS,CELL,9,'not-stated','"9C": cores per chip')
KL=AI+'klust+SupercomputersForStarters/C05_Summary1/C05_S07_Building_up_the_supercomputer/index.html'
K6=AI+'klust+SupercomputersForStarters/C05_Summary1/C05_S06_Software_not_hardware/index.html'; PZD,P100='cscs-piz-daint-phase-2','NVIDIA Tesla P100 PCIe 16GB'
add('multi-system',K6,PZD,P100,5704,'not-stated','"the Piz Daint system, a very large Cray supercomputer" (ATLAS work there): no GPU count')
add('year-unit',K6,PZD,P100,245,'not-stated','"EPJ Web of Conferences 245, 09005(2020)": a volume number')
add('year-unit',K6,PZD,P100,2020,'not-stated','"09005(2020)": a year')
add('multi-system',KL,FRN,MI2,37632,'not-stated','Frontier named among the Cray EX systems; no count')
add('multi-system',KL,'alps-supercomputer-phase-2','NVIDIA GH200',10752,'not-stated','"the Swiss system Alps" named; no count')
K5=AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S05_Status_GPU_computing/index.html'
add('multi-system',K5,'oak-ridge-nl-summit',V1S,27648,'not-stated','"the USA pre-exascale systems Sierra and Summit ... NVIDIA Volta V100 GPUs": no count')
add('multi-system',K5,AUR,PVC,63744,'not-stated','"The Intel Ponte Vecchio GPU ... used in the Aurora supercomputer": no count')
add('multi-system',AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst',FRN,MI2,37632,'not-stated','Frontier only in "Preparing For Frontier" and training events; no count')
add('multi-system',AI+'olcf+olcf-user-docs/systems/frontier_user_guide.rst','oak-ridge-nl-summit',V1S,27648,'not-stated','"the V100 GPUs on Summit": no count')
VS=LL+'Vista.md'
add('nodes-only',VS,'tacc-vista','NVIDIA GH200',860,'not-stated','"GH200 is the processor for a the majority of Vista\'s 860 compute nodes": nodes, and only a majority GH200')
add('bound',VS,'tacc-vista','NVIDIA GH200',600,'not-stated','"the majority of Vista\'s 860 compute nodes": no GH200 count')

# ==== batch 8 (session 16, issue 14): blind ====
# Claims read blind off (page, system) pairs no earlier case used, by a
# labeller who ran no checker, matcher or eval-claims before committing them:
# rows picked with grep/python and read whole (every non-empty cell). Epoch's
# gpu_clusters.csv, so far only in the audit batches, gives most: each
# system's own row, whose Quote states its count (and a row is a passage of
# its own), with the traps a row carries: servers, DGX systems and nodes
# ("280 DGX A100s"), CPU and CPU-core counts, switches, memory, prices,
# dates, another phase's or another row's count, a count of another model
# in the same quote (Andromeda's 3,200 H100s beside 768 A100s), a subset
# ("100 out of 448"), bounds ("more than 2,000", "over 1,250", "up to
# 20,000+") and Epoch's own estimate of a bound. The rest: a TOP500 CSV of
# June 2025 (Total and Accelerator/Co-Processor Cores columns, never GPUs)
# and the June 2024 HPCG list (cores, ranks, model numbers and memory sizes).
# Epoch's numeric columns ("Chip quantity (primary)") are its compilation,
# not the source's words: as in audit's Foxconn case, a claim is labelled by
# the quotes and notes, and each `states` here has its count in the Quote.
# Held out: every third case of each kind counted within batch 8 alone, in
# file order.
B8=len(C)
EP8='systems/epoch/gpu_clusters/gpu_clusters.csv'
A40,H8,A8='NVIDIA A100 SXM4 40 GB','NVIDIA H100 SXM5 80GB','NVIDIA A100'
ATH='agh-cyfronet-athena'
add('exact',EP8,ATH,A40,384,'states','its row: "48 servers ... (6,144 CPU compute cores in total) as well as 384 NVIDIA A100 GPGPU cards"')
add('cpu-cores',EP8,ATH,A40,6144,'contradicts','"6,144 CPU compute cores in total"; 384 A100')
add('nodes-only',EP8,ATH,A40,48,'contradicts','"48 servers with AMD EPYC processors"; 384 A100')
add('year-unit',EP8,ATH,A40,20,'contradicts','Cost Quote "cost 20 million zloty"; 384 A100')
VIR='csiro-virga'
add('exact',EP8,VIR,H8,448,'states','its row: "There are 448 H100 GPUs in total in Virga"')
add('family',EP8,VIR,'NVIDIA Hopper',448,'states','H100 is Hopper; "448 H100 GPUs"')
add('other-model',EP8,VIR,'AMD Instinct MI300X',448,'not-stated','no MI300X in the row; the 448 are H100s')
GC='gcore-data-center-phase-1'
add('exact',EP8,GC,H8,320,'states','its row: "equipped with 320 Nvidia H100 GPUs stacked onto 40 servers"')
add('nodes-only',EP8,GC,H8,40,'contradicts','"onto 40 servers"; 320 H100')
add('cpu-cores',EP8,GC,H8,112,'contradicts','"Each server also has ... 112 CPU cores"; 320 H100')
FT='hessian-ai-fortytwo'
add('exact',EP8,FT,A8,632,'states','its row: "a total of 632 NVIDIA A100 Tensor Core GPUs, each with 80GB of memory, as well as four IPU units from Graphcore"')
add('year-unit',EP8,FT,A8,80,'contradicts','"each with 80GB of memory"; 632 A100')
SEL='nvidia-selene-phase-1'
add('exact',EP8,SEL,A8,2240,'states','its row: "Selene comprises 280 DGX A100s, housing a total 2,240 A100 GPUs"')
add('nodes-only',EP8,SEL,A8,280,'contradicts','"280 DGX A100s" are servers; 2,240 A100 GPUs')
add('year-unit',EP8,SEL,A8,494,'contradicts','"494 Mellanox Quantum 200G InfiniBand switches"; 2,240 A100')
add('year-unit',EP8,SEL,A8,56,'contradicts','"56 TB/s network fabric"; 2,240 A100')
GEF='novo-nordisk-gefion'
add('exact',EP8,GEF,H8,1528,'states','its row: "191 DGX H100 systems with a total of 1,528 Nvidia H100 Tensor Core GPUs and 382 Intel Xeon Platinum CPUs"')
add('cpu-cores',EP8,GEF,H8,382,'contradicts','"382 Intel Xeon Platinum CPUs"; 1,528 H100')
add('nodes-only',EP8,GEF,H8,191,'contradicts','"191 DGX H100 systems"; 1,528 H100')
add('year-unit',EP8,GEF,H8,600,'contradicts','Cost Quote "600 million Danish krone"; 1,528 H100')
RSC='meta-research-supercluster-rsc-1-phase-1'
add('exact',EP8,RSC,A8,6080,'states','its row: "the first phase ... 760 Nvidia DGX A100 nodes, totaling 6,080 Nvidia A100 GPUs"')
add('nodes-only',EP8,RSC,A8,760,'contradicts','"760 Nvidia DGX A100 nodes"; 6,080 A100')
add('planned',EP8,RSC,A8,16000,'contradicts','16,000 A100 is the full system, in the row of "... (RSC-1) Phase 2"; phase 1\'s row gives 6,080')
GAL='yandex-galushkin'
add('exact',EP8,GAL,'NVIDIA A100 SXM4 80 GB',1088,'states','its row: "GPU 1,088 NVIDIA A100 80G"')
add('multi-system',EP8,GAL,'NVIDIA A100 SXM4 80 GB',1592,'contradicts','"GPU 1,592 NVIDIA A100 80G" is the row of Yandex Chervonenkis; Galushkin\'s gives 1,088')
JEAN='u-s-army-jean'
add('exact',EP8,JEAN,A8,280,'states','its row: "Jean incorporates 1,202 Cascade Lake-AP CPUs, 280 A100 GPUs"')
add('cpu-cores',EP8,JEAN,A8,1202,'contradicts','"1,202 Cascade Lake-AP CPUs"; 280 A100')
add('year-unit',EP8,JEAN,A8,2021,'contradicts','Certainty Note "mid fiscal 2021"; 280 A100')
LH='tacc-longhorn'
add('exact',EP8,LH,'NVIDIA Tesla V100 SXM2',448,'states','its row: "on 100 out of 448 of Longhorn\'s NVIDIA V100 GPUs"')
add('other-count',EP8,LH,'NVIDIA Tesla V100 SXM2',100,'contradicts','"100 out of 448 of Longhorn\'s NVIDIA V100 GPUs": 100 were used, the machine has 448 (doubtful: an editor might call 100 a count of V100s the page states)')
ABQ='aist-abci-q'
add('bound',EP8,ABQ,H8,2048,'not-stated','"more than 2,000 NVIDIA H100 Tensor Core GPUs in 500+ nodes"; the Note\'s "estimated as 2048" is Epoch\'s estimate of the bound, no count stated (unsure: an editor may read the Note as stating 2048)')
add('bound',EP8,ABQ,H8,2000,'not-stated','"more than 2,000": a bound')
add('nodes-only',EP8,ABQ,H8,500,'not-stated','"in 500+ nodes": nodes, and a bound; no exact H100 count')
AND='nfdg-andromeda-phase-2'
add('exact',EP8,AND,A40,768,'states','its row: "... 432 H100s on 54 nodes ... 768 A100s for training and inference"')
add('exact',EP8,AND,H8,3200,'states','"3,200 H100s on 400 nodes": stated as written (the record sums 3,200 and 432)')
add('other-model',EP8,AND,A40,3200,'contradicts','3,200 are H100s; the row gives 768 A100s')
add('nodes-only',EP8,AND,H8,400,'contradicts','"3,200 H100s on 400 nodes": 400 are nodes')
TA2='tesla-a100-cluster-phase-2'
add('exact',EP8,TA2,'NVIDIA A100 SXM4 80 GB',7360,'states','its row: "now has a total of 7,360 A100 GPUs"')
add('planned',EP8,TA2,'NVIDIA A100 SXM4 80 GB',5760,'contradicts','"5,760 A100s" is the row of Tesla A100 Cluster Phase 1 (which phase 2 builds upon); phase 2\'s gives 7,360')
SH3='kaust-shaheen-iii'
add('product',EP8,SH3,'NVIDIA GH200',2816,'states','its row: "704 nodes, each with quadruple Nvidia "Grace Hopper" Superchips ... These 2,816 Superchips"')
add('nodes-only',EP8,SH3,'NVIDIA GH200',704,'contradicts','"704 nodes"; 2,816 Grace Hopper Superchips')
add('nodes-only',EP8,SH3,'NVIDIA GH200',4608,'contradicts','"will comprise 4,608 nodes, each with two of AMD\'s fourth-gen Epyc" (the CPU partition); 2,816 GH200')
EO2='nvidia-eos-phase-2'
add('exact',EP8,EO2,H8,4608,'states','its row: "a total of 576 DGX H100 systems with 4,608 DGX H100 GPUs"')
add('nodes-only',EP8,EO2,H8,576,'contradicts','"576 DGX H100 systems"; 4,608 H100')
add('multi-system',EP8,EO2,H8,10752,'contradicts','10,752 H100 are Eos-DFW Phase 1\'s row; this row\'s Note "a 10.7k cluster with the same name" names no model; its quote gives 4,608 H100')
add('exact',EP8,'sk-telecom-titan-phase-2',A8,1040,'states','its row: "by increasing its capacity to 1,040 NVIDIA A100 GPUs"')
TW='tensorwave-mi300x-cluster-1-phase-1'
add('exact',EP8,TW,'AMD Instinct MI300X',1000,'states','its row: "1000 MI300Xs available from 04/01/2024 to 04/01/2025 (USA)"')
add('year-unit',EP8,TW,'AMD Instinct MI300X',2024,'contradicts','"04/01/2024": a date; 1000 MI300X')
add('exact',EP8,'together-ai-h100-cluster',H8,4424,'states','its row: "Our first large H100 cluster (4424 GPUs) starts coming online today!"')
GO='universitaet-frankfurt-goethe-nhr'
add('exact',EP8,GO,'AMD Instinct MI210',880,'states','its row: "of 880 AMD MI210 graphics cards"')
add('spelling',EP8,GO,'AMD Instinct MI210',210,'contradicts','"MI210": the model\'s number; 880 MI210')
add('bound',EP8,'microsoft-azure-immunity-bio','NVIDIA V100',1250,'not-stated','its row: "The cluster contains over 1,250 NVIDIA V100": a bound')
add('bound',EP8,'aws-ec2-p5-ultraclusters',H8,20000,'not-stated','its row: "across up to 20,000+ NVIDIA H100 Tensor Core GPUs": a bound')
NHN='nhn-cloud-s-national-ai-data-center'
add('rounded',EP8,NHN,H8,1000,'states','its row: "some 1,000 Nvidia H100 graphics processing units (GPUs) are working"')
add('rounded',EP8,NHN,H8,2000,'contradicts','"some 1,000 Nvidia H100"; 2,000 beyond its rounding')
add('family',EP8,'nvidia-coreweave-mlperf-v3-0-submission-2023','NVIDIA Hopper',3584,'states','its row: "in June, when NVIDIA used 3,584 Hopper GPUs"')

TJ='systems/top500/tommygorham/june2025.csv'
add('top500',TJ,'jupiter-julich','NVIDIA GH200',23536,'not-stated','row 4 "JUPITER Booster, ... NVIDIA GH200 Superchip ... 4801344,3106752": total and accelerator cores, no GH200 count')
add('cpu-cores',TJ,'jupiter-julich','NVIDIA GH200',3106752,'not-stated','the Accelerator/Co-Processor Cores column')
add('top500',TJ,'university-of-bristol-isambard-ai','NVIDIA GH200',5448,'not-stated','row 11 "Isambard-AI phase 2 ... NVIDIA GH200 Superchip ... 1028160,665280": cores only')
add('cpu-cores',TJ,'university-of-bristol-isambard-ai','NVIDIA GH200',665280,'not-stated','the Accelerator/Co-Processor Cores column')
add('spelling',TJ,'university-of-bristol-isambard-ai','NVIDIA GH200',72,'not-stated','"NVIDIA Grace 72C 3.1GHz" and Cores per Socket 72')
add('top500',TJ,'nvidia-coreweave-eos-dfw-phase-1',H8,10752,'not-stated','row 16 "Eos NVIDIA DGX SuperPOD ... NVIDIA H100 ... 485888,439296": cores only')
add('cpu-cores',TJ,'nvidia-coreweave-eos-dfw-phase-1',H8,439296,'not-stated','the Accelerator/Co-Processor Cores column')
add('spelling',TJ,'nvidia-coreweave-eos-dfw-phase-1',H8,8480,'not-stated','"Xeon Platinum 8480C": the CPU model')

HC8='hpcg-icl-web/hpcg/custom/isc24.html'; M8='AMD Radeon Instinct MI250X'
add('top500',HC8,'eurohpc-lumi',M8,11912,'not-stated','June 2024 HPCG row 4 "LUMI — AMD Optimized 3rd Generation EPYC 64C 2GHz, Slingshot-11, AMD Instinct MI250X | 2,752,704": cores only')
add('spelling',HC8,'eurohpc-lumi',M8,3,'not-stated','"AMD Optimized 3rd Generation EPYC"')
add('top500',HC8,'eurohpc-leonardo',A8,13824,'not-stated','row 6 "Leonardo — ... NVIDIA A100 SXM4 64 GB | 1,824,768": cores only')
add('spelling',HC8,'eurohpc-leonardo',A8,64,'not-stated','"NVIDIA A100 SXM4 64 GB": memory in the model\'s name')
add('cpu-cores',HC8,'eurohpc-leonardo',A8,1824768,'not-stated','the Cores column')
add('top500',HC8,'nvidia-selene-phase-2',A8,4480,'not-stated','row 10 "Selene — AMD EPYC 7742 64C 2.25GHz, Mellanox HDR Infiniband, NVIDIA A100 | 555,520": cores only')
add('cpu-cores',HC8,'nvidia-selene-phase-2',A8,555520,'not-stated','the Cores column')
add('top500',HC8,'mare-nostrum-5',H8,4480,'not-stated','row 12 "MareNostrum 5 ACC — Xeon Platinum 8460Y+ 32C 2.3GHz, Infiniband NDR, NVIDIA H100 64GB | 663,040": cores only')
add('spelling',HC8,'mare-nostrum-5',H8,8460,'not-stated','"Xeon Platinum 8460Y+": the CPU model')
add('multi-system',HC8,'microsoft-azure-pioneer-eus',A8,1312,'not-stated','row 32 "Pioneer-EUS — AMD EPYC 7V12 48C ... NVIDIA A100 | 157,440", beside Pioneer-WUS2, -WEU and -SCUS rows alike: cores only')
add('cpu-cores',HC8,'microsoft-azure-pioneer-eus',A8,157440,'not-stated','the Cores column (each Pioneer row has 157,440)')
add('year-unit',HC8,'microsoft-azure-pioneer-eus',A8,67,'not-stated','TOP500 rank 67')

# ==== batch 9 (session 17, issue 14): blind, weighted to `states` traps ====
# Claims read blind off (page, system) pairs no earlier case used, by a
# labeller who ran no checker, matcher or eval-claims before committing them:
# rows of Epoch's gpu_clusters.csv whose system had no case on that file,
# picked with python (rows whose Quote has four numbers or more) and read
# whole. Weighted to what makes a false `states`: the claim's number in the
# row but of something else (another phase's or another same-named system's
# row, Builds Upon naming this system from another phase's row, another
# model in the same quote, CPUs, CPU cores, CUDA cores, nodes, servers,
# pods, VMs, a rank, a year, a price, memory, a model's number, batch sizes
# and parameters, a planned figure, a sum over islands or over two models),
# pages whose node x per-node product differs from the record (Marconi-100
# 980 x 4 = 3,920, Tursa 114 x 4 = 456, BLOOM's 384), bounds ("up to"),
# Epoch's own estimates in the Note, and true `states` in each form (exact,
# rounded "150k", products). Labels go by the row's quotes and notes, as in
# batch 8. Then rows of the November 2025 HPCG list (below). Held out:
# every third case of each kind counted within batch 9 alone, in file order.
B9=len(C)
EP9=EP8
H9,A9='NVIDIA H100 SXM5 80GB','NVIDIA A100'
add('exact',EP9,'tesla-cortex-phase-1',H9,50000,'states','its row: "Tesla completed the deployment of its 50,000 Nvidia H100 GPU training cluster during Q4 2024"')
TC2='tesla-cortex-phase-2'
add('exact',EP9,TC2,H9,50000,'states','its row: "So it will be an incremental for 50,000 H100s plus 20,000 of our hardware for AI5"')
add('other-count',EP9,TC2,H9,70000,'contradicts','50,000 H100s plus 20,000 of Tesla\'s own hardware: 70,000 is a sum over two models; the row gives 50,000 H100')
add('other-model',EP9,TC2,H9,20000,'contradicts','"20,000 of our hardware for AI5": Tesla\'s own chips; 50,000 H100')
MS31='microsoft-azure-mlperf-3-1-submission'
add('exact',EP9,MS31,H9,10752,'states','its row: "1,344 ND H100 v5 virtual machines (VMs), which represent 10,752 NVIDIA H100 Tensor Core GPUs"')
add('nodes-only',EP9,MS31,H9,1344,'contradicts','"1,344 ND H100 v5 virtual machines": VMs; 10,752 H100')
add('year-unit',EP9,MS31,H9,175,'contradicts','"175 billion parameters"; 10,752 H100')
EDF='nvidia-coreweave-eos-dfw-phase-1'
add('exact',EP9,EDF,H9,10752,'states','its row: "NVIDIA Eos — an AI supercomputer powered by a whopping 10,752 NVIDIA H100 Tensor Core GPUs"')
add('multi-system',EP9,EDF,H9,4608,'contradicts','4,608 H100 are in the rows of NVIDIA Eos Phase 1/2 (another system of the same name, "a 4.6k cluster with the same name" in its Note); its own row gives 10,752')
add('year-unit',EP9,EDF,H9,175,'contradicts','"a GPT-3 model with 175 billion parameters"; 10,752 H100')
TV5='google-tpuv5e'
add('exact',EP9,TV5,'Google TPU v5e',50944,'states','its row: "a compute cluster of 50,944 Cloud TPU v5e chips (spanning 199 Cloud TPU v5e pods)"')
add('nodes-only',EP9,TV5,'Google TPU v5e',199,'contradicts','"199 Cloud TPU v5e pods": pods; 50,944 chips')
add('year-unit',EP9,TV5,'Google TPU v5e',20,'contradicts','"20 exa-OPs (8-bit)"; 50,944 chips')
MG='paper-on-movie-gen'
add('bound',EP9,MG,H9,6144,'not-stated','its row: "We trained the media generation models using up to 6,144 H100 GPUs": a bound (unsure: "up to" is the largest job, an editor may take it as the count)')
add('year-unit',EP9,MG,H9,700,'not-stated','"each running at 700W TDP": power; the only H100 count is a bound')
RS2='meta-research-supercluster-rsc-1-phase-2'
add('exact',EP9,RS2,A9,16000,'states','its row: "The full system includes 2,000 DGX A100 systems, totaling a staggering 16,000 A100 GPUs"')
add('nodes-only',EP9,RS2,A9,2000,'contradicts','"2,000 DGX A100 systems": servers; 16,000 A100')
add('planned',EP9,RS2,A9,6080,'contradicts','6,080 A100 is the row of RSC-1 Phase 1 (another phase); phase 2\'s gives 16,000')
OK4='google-oklahoma-tpu-v4-pods'
add('product',EP9,OK4,'Google TPU v4',32768,'states','its row: "a single TPU pod consists of 4,096 of these chips ... a full cluster of eight of these pods" (and its Note "8 pods x (4096 chips/pod) = 32,768 chips")')
add('per-node',EP9,OK4,'Google TPU v4',4096,'contradicts','4,096 chips per pod; eight pods, 32,768')
add('year-unit',EP9,OK4,'Google TPU v4',275,'contradicts','"Each chip has a peak performance of 275 teraflops"; 32,768 chips')
AT='amazon-titan-training-cluster'
add('exact',EP9,AT,A9,13760,'states','its row: "across 13,760 NVIDIA A100 chips (using 1,720 P4d nodes)"')
add('nodes-only',EP9,AT,A9,1720,'contradicts','"1,720 P4d nodes"; 13,760 A100')
add('year-unit',EP9,AT,A9,200,'contradicts','"a 200B dense model"; 13,760 A100')
add('exact',EP9,'google-hypercomputer-tpu-v5p-pod','Google TPU v5p',8960,'states','its row: "Each TPU v5p pod composes together 8,960 chips"')
add('year-unit',EP9,'google-hypercomputer-tpu-v5p-pod','Google TPU v5p',4800,'contradicts','"at 4,800 Gbps/chip"; 8,960 chips')
add('exact',EP9,'paper-on-gemma-2-27b','Google TPU v5p',6144,'states','its row: "an 8x24x32 configuration of / TPUv5p, totaling 6144 chips"')
AN1='nfdg-andromeda-phase-1'
add('exact',EP9,AN1,H9,2512,'states','its row: "2,512 H100s on 314 nodes"')
add('nodes-only',EP9,AN1,H9,314,'contradicts','"on 314 nodes"; 2,512 H100')
add('planned',EP9,AN1,H9,3200,'contradicts','"3,200 H100s on 400 nodes" is the row of NFDG Andromeda Phase 2 (another phase); phase 1\'s gives 2,512')
TI3='northern-data-group-taiga-cloud-island-3'
add('exact',EP9,TI3,H9,2048,'states','its row: "pods of 512 GPUs, connected into islands of four pods each (2,048 GPUs)" (H100 infrastructure)')
add('per-node',EP9,TI3,H9,512,'contradicts','"pods of 512 GPUs": per pod; an island is 2,048')
add('multi-system',EP9,TI3,H9,10240,'contradicts','"20 NVIDIA H100 GPU Pods – each made up of 512 H100 GPUs": the whole purchase, over several islands; the island is 2,048 (doubtful: a product in the row, an editor might call it not-stated)')
add('other-count',EP9,'northern-data-group-njored-taiga-cloud-island-5',H9,1952,'contradicts','its Note "in 2025-06 Top500 as "Njored" with at least 1,952 H100s": a bound; the Quote gives islands of 2,048 GPUs')
TN1='northern-data-group-taiga-cloud-no1-island-1'
add('multi-system',EP9,TN1,H9,4096,'contradicts','its Note "There are two 2,048 H100 islands at this location": 4,096 is the two islands; island 1 is 2,048')
add('year-unit',EP9,TN1,H9,2,'contradicts','"Bulk housing 2 of Taiga Cloud\'s islands of NVIDIA H100 GPUs": islands; 2,048 per island')
MT='paper-on-megatron-turing'
add('product',EP9,MT,'NVIDIA A100 SXM4 80 GB',4480,'states','its row: "Selene [2] supercomputer with 560 DGX A100 nodes. Each cluster node has 8 NVIDIA 80-GB A100 GPUs"')
add('nodes-only',EP9,MT,'NVIDIA A100 SXM4 80 GB',560,'contradicts','"560 DGX A100 nodes"; 560 x 8 = 4,480')
M17='meta-2017-v100-cluster'
add('exact',EP9,M17,'NVIDIA Tesla V100 SXM2',22000,'states','its row: "has 22,000 NVIDIA V100 Tensor Core GPUs in a single cluster"')
add('year-unit',EP9,M17,'NVIDIA Tesla V100 SXM2',35000,'contradicts','"performs 35,000 training jobs a day"; 22,000 V100')
add('year-unit',EP9,M17,'NVIDIA Tesla V100 SXM2',2017,'contradicts','"designed in 2017"; 22,000 V100')
AFM='paper-on-afm-server'
add('exact',EP9,AFM,'Google TPU v4',8192,'states','its row: "We train AFM-server from scratch for 6.3T tokens on 8192 / TPUv4 chips"')
add('per-node',EP9,AFM,'Google TPU v4',1024,'contradicts','"8192 TPUv4 chips provisioned as 8 × 1024 chip slices": per slice; 8,192')
add('year-unit',EP9,AFM,'Google TPU v4',4096,'contradicts','"a sequence length of 4096 and a batch-size of 4096 sequences"; 8,192 TPUv4')
G3='azure-openai-gpt-3-cluster'
add('exact',EP9,G3,'NVIDIA V100',10000,'states','its row: "more than 285,000 CPU cores, 10,000 GPUs ..." then "uses ... Nvidia V100 GPUs" (no other model between)')
add('cpu-cores',EP9,G3,'NVIDIA V100',285000,'contradicts','"more than 285,000 CPU cores"; 10,000 GPUs')
add('year-unit',EP9,G3,'NVIDIA V100',400,'contradicts','"400 gigabits per second"; 10,000 GPUs')
NDA='nd-a100-v4'
add('bound',EP9,NDA,A9,2000,'not-stated','its row: "can scale up to thousands of GPUs"; the Note\'s "Estimating as 2k since it says thousands" is Epoch\'s estimate')
add('per-node',EP9,NDA,A9,8,'not-stated','"a single VM and eight NVIDIA Ampere A100 40GB": per VM')
HG='university-of-florida-hipergator-3-0-superpod'
add('exact',EP9,HG,A9,1120,'states','its row: "140 NVIDIA DGX A100 systems powered by a combined 1,120 NVIDIA A100 Tensor Core GPUs"')
add('nodes-only',EP9,HG,A9,140,'contradicts','"140 NVIDIA DGX A100 systems"; 1,120 A100')
HC='paper-on-hyperclova'
add('exact',EP9,HC,A9,1024,'states','its row: "128 strongly clustered DGX servers with 1,024 A100 GPUs"')
add('nodes-only',EP9,HC,A9,128,'contradicts','"128 strongly clustered DGX servers"; 1,024 A100')
AB2='aist-abci-2-0'
add('exact',EP9,AB2,'NVIDIA A100 SXM4 40 GB',960,'states','its row: "120 Compute Nodes (A) that form in total 960 NVIDIA A100 GPU accelerators"')
add('exact',EP9,AB2,'NVIDIA Tesla V100 SXM2',4352,'states','"1,088 Compute Nodes (V) that form in total 4,352 NVIDIA GPU V100 accelerators"')
add('other-model',EP9,AB2,'NVIDIA A100 SXM4 40 GB',4352,'contradicts','4,352 are V100s; 960 A100')
add('nodes-only',EP9,AB2,'NVIDIA Tesla V100 SXM2',1088,'contradicts','"1,088 Compute Nodes (V)"; 4,352 V100')
NEC='nec-corp-japan-supercomputer'
add('product',EP9,NEC,'NVIDIA A100 SXM4 80 GB',928,'states','its row: "116 GPU servers, each equipped with 8 NVIDIA A100 80 GB Tensor Core GPUs per node"')
add('nodes-only',EP9,NEC,'NVIDIA A100 SXM4 80 GB',116,'contradicts','"116 GPU servers"; 116 x 8 = 928')
M100='cineca-marconi-100'
add('other-count',EP9,M100,'NVIDIA V100',3952,'contradicts','its row: "Nodes: 980 / ... / Accelerators: 4 x NVIDIA Volta V100 GPUs/node": 980 x 4 = 3,920, not the record\'s 3,952')
add('product',EP9,M100,'NVIDIA V100',3920,'states','"Nodes: 980" and "4 x NVIDIA Volta V100 GPUs/node" in one row: 3,920')
add('cpu-cores',EP9,M100,'NVIDIA V100',32,'contradicts','"Processors: 2x16 cores IBM POWER9": 32 cores per node; 3,920 V100')
add('product',EP9,'tacc-lonestar6','NVIDIA A100 PCIe',252,'states','its row: "84 A100 GPU nodes ... with the addition of 3 NVIDIA A100 GPUs"')
add('nodes-only',EP9,'tacc-lonestar6','NVIDIA A100 PCIe',84,'contradicts','"84 A100 GPU nodes"; 84 x 3 = 252')
VG='eurohpc-vega'
add('exact',EP9,VG,'NVIDIA A100 PCIe',240,'states','its row: "60 GPU nodes (overall 240 GPUs NVidia A100)"')
add('cpu-cores',EP9,VG,'NVIDIA A100 PCIe',1920,'contradicts','"overall 1920 CPUs AMD Epyc 7H12"; 240 A100')
add('cpu-cores',EP9,VG,'NVIDIA A100 PCIe',122000,'contradicts','"122000 cores"; 240 A100')
add('nodes-only',EP9,VG,'NVIDIA A100 PCIe',960,'contradicts','"960 CPU nodes"; 240 A100')
JZ1='jean-zay-supercomputer-phase-1'
add('exact',EP9,JZ1,'NVIDIA Tesla V100 SXM2 32 GB',1044,'states','its row: "261 GPU nodes, each with four Nvidia Tesla V100 (32GB) GPUs, 1,044 in all"')
add('nodes-only',EP9,JZ1,'NVIDIA Tesla V100 SXM2 32 GB',1528,'contradicts','"1,528 Intel next-generation Xeon nodes": CPU nodes; 1,044 V100')
add('year-unit',EP9,JZ1,'NVIDIA Tesla V100 SXM2 32 GB',25,'contradicts','Cost Quote "approximately €25 million"; 1,044 V100')
add('planned',EP9,JZ1,'NVIDIA Tesla V100 SXM2 32 GB',2696,'contradicts','2,696 is Jean Zay Phase 2\'s record (its row sums 261x4+31x8+351x4 in a Note); phase 1\'s row gives 1,044')
SO='argonne-nl-sophia-formerly-theta'
add('product',EP9,SO,A9,192,'states','its row: "adds 24 NVIDIA DGX A100 nodes ... Each DGX A100 node comprises eight NVIDIA A100 Tensor Core GPUs"')
add('nodes-only',EP9,SO,A9,24,'contradicts','"24 NVIDIA DGX A100 nodes"; 24 x 8 = 192')
HK='high-performance-computing-center-stuttgart-hawk'
add('exact',EP9,HK,A9,192,'states','its row: "24 HPE Apollo 6500 Gen10 Plus systems with 192 NVIDIA A100 GPUs"')
add('spelling',EP9,HK,A9,6500,'contradicts','"HPE Apollo 6500": a server model; 192 A100')
add('nodes-only',EP9,HK,A9,24,'contradicts','"24 HPE Apollo 6500 Gen10 Plus systems"; 192 A100')
FR='tacc-frontera'
add('exact',EP9,FR,'NVIDIA Quadro RTX 5000',360,'states','its row: "A 360 NVIDIA Quadro RTX 5000 GPU (graphics processing unit) system"')
add('exact',EP9,FR,'NVIDIA V100',448,'states','"An IBM POWER9-hosted system with 448 NVIDIA V100 GPUs"')
add('other-model',EP9,FR,'NVIDIA V100',360,'contradicts','360 are Quadro RTX 5000; 448 V100')
add('spelling',EP9,FR,'NVIDIA Quadro RTX 5000',5000,'contradicts','"RTX 5000": the model\'s number; 360 RTX 5000')
TW2='taiwania-2'
add('exact',EP9,TW2,'NVIDIA Tesla V100 SXM2',2016,'states','its row: "Powered by 2,016 NVIDIA V100 Tensor Core GPUs"')
add('year-unit',EP9,TW2,'NVIDIA Tesla V100 SXM2',430,'contradicts','Cost Quote "an NT$430 million": a price; 2,016 V100')
SP19='nvidia-dgx-superpod-2019'
add('exact',EP9,SP19,'NVIDIA Tesla V100 DGXS 32 GB',1536,'states','its row: "96 NVIDIA DGX-2H servers containing 1,536 NVIDIA Tesla V100 SXM3 GPUs"')
add('year-unit',EP9,SP19,'NVIDIA Tesla V100 DGXS 32 GB',22,'contradicts','"earned the 22nd spot on the June 2019 TOP500 list": a rank; 1,536 V100')
add('nodes-only',EP9,SP19,'NVIDIA Tesla V100 DGXS 32 GB',96,'contradicts','"96 NVIDIA DGX-2H servers"; 1,536 V100')
JS2='indiana-university-bloomington-jetstream2'
add('exact',EP9,JS2,'NVIDIA A100 SXM4 40 GB',360,'states','its row: "GPUs: 360 (NVIDIA A100 SXM4 40GB)"')
add('year-unit',EP9,JS2,'NVIDIA A100 SXM4 40 GB',10,'contradicts','Cost Quote "a $10 million NSF grant"; 360 A100')
TU='university-of-edinburgh-dirac-tursa'
add('other-count',EP9,TU,A9,448,'contradicts','its row: "114 GPU nodes: 4x Nvidia RedStone A100-40 per node": 114 x 4 = 456, not the record\'s 448')
add('product',EP9,TU,A9,456,'states','"114 GPU nodes: 4x Nvidia RedStone A100-40 per node": 456')
add('cpu-cores',EP9,TU,A9,6912,'contradicts','"6,912 CUDA cores": cores of one A100; 456 A100')
add('cpu-cores',EP9,TU,A9,640,'contradicts','"640 Tensor cores"; 456 A100')
SN1='surf-snellius-phase-1'
add('product',EP9,SN1,A9,288,'states','its row: "The 72 Phase 1 GPU nodes each contain an NVIDIA HGX A100 baseboard with 4 GPUs"')
add('nodes-only',EP9,SN1,A9,72,'contradicts','"The 72 Phase 1 GPU nodes"; 72 x 4 = 288')
add('multi-system',EP9,SN1,H9,352,'not-stated','"The expansion includes the addition of 352 NVIDIA H100 (Hopper) GPUs" is SURF Snellius Phase 3\'s row, whose Builds Upon cell names Phase 1; phase 1 has no H100')
BZ1='nsc-berzelius-phase-1'
add('product',EP9,BZ1,'NVIDIA A100 SXM4 40 GB',480,'states','its row: "60 DGX A100 nodes. Each node, in turn, carries eight A100 (40GB) GPUs"')
add('planned',EP9,BZ1,'NVIDIA A100 SXM4 40 GB',752,'contradicts','"752 A100s (480 40GB, 272 80GB)" is the Hardware note of NSC Berzelius Phase 2\'s row; phase 1\'s gives 60 x 8 = 480')
BH='recursion-biohive-1'
add('nodes-only',EP9,BH,A9,320,'not-stated','its row: "BioHive-1 consists of 40 NVIDIA DGX A100 640GB nodes": no GPUs per node given, no A100 count')
add('nodes-only',EP9,BH,A9,40,'not-stated','"40 NVIDIA DGX A100 640GB nodes": nodes alone')
add('year-unit',EP9,BH,A9,640,'not-stated','"DGX A100 640GB": memory')
CB='nvidia-cambridge-1'
add('product',EP9,CB,A9,640,'states','its row: "80 DGX A100 systems ... Each DGX A100 has 8 A100 GPUs"')
add('nodes-only',EP9,CB,A9,80,'contradicts','"80 DGX A100 systems"; 80 x 8 = 640')
add('cpu-cores',EP9,CB,A9,64,'contradicts','"two AMD EPYC 7742 CPUs (64 cores each)"; 640 A100')
add('year-unit',EP9,CB,A9,40,'contradicts','Cost Quote "around £40 million"; 640 A100')
add('year-unit',EP9,CB,A9,320,'contradicts','"320GB GPU RAM" per DGX; 640 A100')
HR='karlsruher-institut-fur-technologie-horeka'
add('exact',EP9,HR,A9,740,'states','its row: "a new 17-petaflops system that will pack 740 A100 GPUs"')
add('year-unit',EP9,HR,A9,200,'contradicts','"200 Gbit/s InfiniBand"; 740 A100')
BL='paper-on-bloom'
add('other-count',EP9,BL,A9,416,'contradicts','its row: "48 nodes, each having 8 NVIDIA A100 80GB GPUs (a total of 384 GPUs); ... a reserve of 4 spare nodes": 384, the record\'s 416 counts the spares')
add('exact',EP9,BL,A9,384,'states','"(a total of 384 GPUs)" of the 48 x 8 A100')
add('nodes-only',EP9,BL,A9,48,'contradicts','"48 nodes"; 384 A100')
CV='paper-on-cogview'
add('exact',EP9,CV,'NVIDIA Tesla V100 SXM2 32 GB',512,'states','its row: "for 144,000 steps on 512 V100 GPUs (32GB)"')
add('year-unit',EP9,CV,'NVIDIA Tesla V100 SXM2 32 GB',6144,'contradicts','"batch size of 6,144 sequences"; 512 V100')
M6='paper-on-m6-t'
add('exact',EP9,M6,'NVIDIA Tesla V100 SXM2 32 GB',480,'states','its row: "on solely 480 NVIDIA V100-32GB GPUs"')
add('other-model',EP9,M6,'NVIDIA Tesla V100 SXM2 32 GB',2048,'contradicts','"2048 TPU cores" of the recent SOTAs: another model; 480 V100')
add('spelling',EP9,'paper-on-minibatch-sgd','NVIDIA P100',101,'contradicts','"ResNet-101"; the row gives 256 Tesla P100')
add('exact',EP9,'paper-on-minibatch-sgd','NVIDIA P100',256,'states','its row: "using 256 Tesla P100 GPUs and a minibatch size of 8k"')
SC='paper-on-starcoder'
add('exact',EP9,SC,A9,512,'states','its row: "a GPU cluster with 512 A100 80 GB GPUs distributed across 64 nodes"')
add('nodes-only',EP9,SC,A9,64,'contradicts','"across 64 nodes"; 512 A100')
add('spelling',EP9,'paper-on-opt','NVIDIA A100 SXM4 80 GB',175,'contradicts','"OPT-175B"; the row gives 992 80GB A100')
add('exact',EP9,'paper-on-opt','NVIDIA A100 SXM4 80 GB',992,'states','its row: "training OPT-175B on 992 80GB A100 GPUs"')
add('year-unit',EP9,'paper-on-vit','Google TPU v3',32768,'contradicts','"we scale up the batch size at most to 32 768"; 2048 TPUv3 chips')
add('exact',EP9,'paper-on-vit','Google TPU v3',2048,'states','its row: "distribute the training to 2048 TPUv3 chips"')
CG3='condor-galaxy-3-cg-3'
add('exact',EP9,CG3,'Cerebras CS-3',64,'states','its row: "8 ExaFLOPs / 64 x CS-3s / 108 TB of Memory"')
add('year-unit',EP9,CG3,'Cerebras CS-3',9,'contradicts','"the nine inter-connected supercomputers"; 64 CS-3')
add('multi-system',EP9,'condor-galaxy-9-cg-9','Cerebras CS-2',64,'not-stated','its row quotes only "CG-1 links 64 Cerebras CS-2 systems": CG-1\'s count (a row of its own); nothing for CG-9')
add('multi-system',EP9,'condor-galaxy-8-cg-8','Cerebras CS-2',64,'not-stated','its row quotes only "CG-1 links 64 Cerebras CS-2 systems": CG-1\'s count; nothing for CG-8')
X1='xai-colossus-memphis-phase-1'
add('rounded',EP9,X1,H9,100000,'states','its row: "With 100k liquid-cooled H100s on a single RDMA fabric"')
add('planned',EP9,X1,H9,200000,'contradicts','"it will double in size to 200k (50k H200s) in a few months": planned, of both models; phase 1 is 100k H100')
X3='xai-colossus-memphis-phase-3'
add('rounded',EP9,X3,'NVIDIA GB200',30000,'states','its row: "230k GPUs, including 30k GB200s"')
add('other-count',EP9,X3,H9,200000,'contradicts','its Note: "150k H100s / 50k H200s": 200,000 sums H100 and H200; 150k H100')
add('rounded',EP9,X3,H9,150000,'states','its Note "we know from earlier that it has 150k H100s" and Hardware note "150k H100s"')
add('planned',EP9,'xai-colossus-memphis-phase-2',H9,150000,'not-stated','150k H100s is in the row of Phase 3 (another phase); phase 2\'s row gives "Colossus 100k H100 training cluster online.... Moreover, it will double in size to 200k (50k H200s)": the cluster before it doubled, Phase 1\'s, and the 200k counts two models together (relabelled session 26 to the reading of batch 19\'s planned-170/171 on this row; was contradicts, marked unsure "that 100k is the phase it doubles")')

# The November 2025 HPCG list (hpcg-icl-web sc25.html), systems no case used
# on it: each row gives the site, the computer with its CPU, interconnect and
# accelerator model, Cores, Rmax, TOP500 rank, HPCG and the fraction of peak:
# never an accelerator count, so each claim is not-stated, whatever number
# of the row equals it (cores, ranks, CPU models, cores per socket, memory).
HC9='hpcg-icl-web/hpcg/custom/sc25.html'
A3='aist-abci-3-0'
add('top500',HC9,A3,'NVIDIA H200 SXM',6128,'not-stated','row 10 "ABCI 3.0 — Xeon Platinum 8558 48C 2.1GHz, Infiniband NDR200, NVIDIA H200 SXM5 141 GB | 479,232": cores only')
add('spelling',HC9,A3,'NVIDIA H200 SXM',141,'not-stated','"NVIDIA H200 SXM5 141 GB": memory in the model\'s name')
add('spelling',HC9,A3,'NVIDIA H200 SXM',8558,'not-stated','"Xeon Platinum 8558": the CPU model')
GF='novo-nordisk-gefion'
add('top500',HC9,GF,H9,1528,'not-stated','row 25 "Gefion — Xeon Platinum 8480C 56C 2GHz, Octo-rail NVIDIA HDR100 Infiniband, NVIDIA H100 SXM5 80GB | 223,088": cores only')
add('cpu-cores',HC9,GF,H9,223088,'not-stated','the Cores column')
add('spelling',HC9,GF,H9,8480,'not-stated','"Xeon Platinum 8480C": the CPU model')
SH='kaust-shaheen-iii'
add('top500',HC9,SH,'NVIDIA GH200',2816,'not-stated','row 16 "Shaheen III - GPU — NVIDIA Grace 72C 3.1GHz, Slingshot-11, NVIDIA GH200 Superchip | 574,464": cores only')
add('cpu-cores',HC9,SH,'NVIDIA GH200',574464,'not-stated','the Cores column of Shaheen III - GPU')
add('multi-system',HC9,SH,'NVIDIA GH200',877824,'not-stated','row 27 "Shaheen III - CPU — AMD EPYC 9654 96C 2.4GHz | 877,824": the CPU partition\'s cores')
add('year-unit',HC9,SH,'NVIDIA GH200',18,'not-stated','TOP500 rank 18 of Shaheen III - GPU')
add('top500',HC9,'exxonmobil-discovery-6','NVIDIA GH200',4032,'not-stated','row 9 "Discovery 6 — NVIDIA Grace 72C 3.1GHz, Slingshot-11, NVIDIA GH200 Superchip | 806,208": cores only')
add('spelling',HC9,'exxonmobil-discovery-6','NVIDIA GH200',72,'not-stated','"NVIDIA Grace 72C": cores per CPU')
SI='lawrence-livermore-nl-sierra'
add('top500',HC9,SI,'NVIDIA V100',17280,'not-stated','row 12 "Sierra — IBM POWER9 22C 3.1GHz, Dual-rail Mellanox EDR Infiniband, NVIDIA Volta GV100 | 1,572,480": cores only')
add('cpu-cores',HC9,SI,'NVIDIA V100',22,'not-stated','"IBM POWER9 22C": cores per CPU')
AD='genci-adastra'
add('top500',HC9,AD,'AMD Radeon Instinct MI250X',1352,'not-stated','row 31 "Adastra — AMD Optimized 3rd Generation EPYC 64C 2GHz, Slingshot-11, AMD Instinct MI250X | 319,072": cores only')
add('year-unit',HC9,AD,'AMD Radeon Instinct MI250X',45,'not-stated','TOP500 rank 45')
add('top500',HC9,'jcahpc-miyabi','NVIDIA GH200',1120,'not-stated','row 28 "Miyabi-G — GH Superchip 72C 3GHz, Infiniband NDR200, NVIDIA GH200 Superchip | 221,952": cores only')
JB='juwels-booster'
add('top500',HC9,JB,A9,3744,'not-stated','row 14 "JUWELS Booster Module — AMD EPYC 7402 24C 2.8GHz, ... NVIDIA A100 | 449,280": cores only')
add('spelling',HC9,JB,A9,7402,'not-stated','"AMD EPYC 7402": the CPU model')
add('top500',HC9,'eni-hpc5','NVIDIA V100',7280,'not-stated','row 22 "HPC5 — Xeon Gold 6252 24C 2.1GHz, Mellanox HDR Infiniband, NVIDIA Tesla V100 | 669,760": cores only')
add('top500',HC9,'saudi-aramco-dammam-7','NVIDIA Tesla V100 SXM2',7912,'not-stated','row 21 "Dammam-7 — Xeon Gold 6248 20C 2.5GHz, InfiniBand HDR100, NVIDIA Tesla V100 SXM2 | 672,520": cores only')
add('spelling',HC9,'saudi-aramco-dammam-7','NVIDIA Tesla V100 SXM2',6248,'not-stated','"Xeon Gold 6248": the CPU model')

# ==== batch 10 (session 18, issue 14): blind, weighted to `states` traps ====
# Claims read blind off (page, system) pairs no earlier case used, by a
# labeller who ran no checker, matcher or eval-claims before committing them:
# rows picked with python and read whole. Weighted to what makes a false
# `states`: a number on the page equal to the claim but not this system's
# count of this model: node, server, rack, cabinet and pod counts, per-node
# and per-pod counts, CPU counts and CPU cores, TOP500 "Total Cores" and
# "Accelerator/Co-Processor Cores" (TOP500 CSVs of 2018, 2022, 2023 and 2024,
# the lists of 2011-2025 in one CSV, scrap500's systems, HPL-MxP results),
# ranks, years, prices, megawatts, memory sizes, model numbers and names'
# numbers ("NVL72", "MPT-30B", "Magic-G4"), addresses, another system's
# count in the row (CG-1's 64 CS-2 in the rows of CG-4 and CG-7, NREL's
# Eagle and Dell's Sierra beside Microsoft's and LLNL's, the 2020 CPU Alps,
# JETI beside JUPITER), another phase's or the full system's planned count
# (Israel-1, Eos), bounds ("up to", "upwards of", a range, a guess, Epoch's
# estimate), sums over two models ("A/V100") or two sites; and a third true
# `states` (exact, products of nodes x per-node counts, "110 thousand",
# "x480", a table's "1,096 / NVIDIA A100 40G"), mostly from rows of Epoch's
# gpu_clusters.csv whose system had no case on that file. Labels go by the
# row's quotes and notes, as in batch 8. Held out: every third case of each
# kind counted within batch 10 alone, in file order.
B10=len(C)
EP10='systems/epoch/gpu_clusters/gpu_clusters.csv'
H10,A10='NVIDIA H100 SXM5 80GB','NVIDIA A100'
MI,GH,CS2,V10='AMD Radeon Instinct MI250X','NVIDIA GH200','Cerebras CS-2','NVIDIA V100'
# Epoch's rows: each system's own row is a passage of its own
SN='sesterce-nordics'
add('exact',EP10,SN,H10,8192,'states','its row: "8192 H100s available from 06/29/2024 to 06/29/2026 (Spain)"')
add('nodes-only',EP10,SN,H10,1024,'contradicts','"Sesterce 1024 Servers Cluster": servers; 8192 H100')
add('year-unit',EP10,SN,H10,2026,'contradicts','the date "06/29/2026"; 8192 H100')
TI2='northern-data-group-taiga-cloud-no1-island-2'
add('product',EP10,TI2,H10,2048,'states','its row: "pods of 512 GPUs, connected into islands of four pods each (2,048 GPUs)"; Note "There are two 2,048 H100 islands at this location"')
add('per-node',EP10,TI2,H10,512,'contradicts','"pods of 512 GPUs": a pod; an island is 2,048 H100')
add('other-count',EP10,TI2,H10,4096,'contradicts','"Bulk housing 2 of Taiga Cloud\'s islands": the site\'s two islands; this island is 2,048 H100')
TI4='northern-data-group-taiga-cloud-island-4'
add('product',EP10,TI4,H10,2048,'states','its row: "islands of four pods each (2,048 GPUs)" of "NVIDIA H100 GPU infrastructure"')
add('other-count',EP10,TI4,H10,10240,'contradicts','"the purchase of 20 NVIDIA H100 GPU Pods – each made up of 512 H100 GPUs": the whole purchase (10,240); an island is 2,048')
VP='voltage-park-texas-phase-1'
add('exact',EP10,VP,H10,1000,'states','its row: "1000 H100s available from 02/27/2024 to 02/27/2025 (Texas)"')
add('year-unit',EP10,VP,H10,2025,'contradicts','the date "02/27/2025"; 1000 H100')
G4='microsoft-gpt-4-cluster'
add('rounded',EP10,G4,A10,25000,'states','its row: "OpenAI\'s training FLOPS for GPT-4 is ~2.15e25, on ~25,000 A100s"')
add('year-unit',EP10,G4,A10,90,'contradicts','"for 90 to 100 days"; ~25,000 A100')
NL='nscale-loughton'
add('bound',EP10,NL,'NVIDIA GB200',45000,'not-stated','"This UK facility can house up to 45,000 of the latest Nvidia GB200 GPUs": a bound')
add('year-unit',EP10,NL,'NVIDIA GB200',90,'not-stated','"scale the power allocation up to 90MW"; GB200 only as a bound')
add('multi-system',EP10,'condor-galaxy-7-cg-7',CS2,64,'not-stated','CG-7\'s row quotes "CG-1 links 64 Cerebras CS-2 systems": CG-1\'s count; none of CG-7\'s own')
add('multi-system',EP10,'condor-galaxy-4-cg-4',CS2,64,'not-stated','CG-4\'s row quotes "CG-1 links 64 Cerebras CS-2 systems": CG-1\'s count; none of CG-4\'s own')
CG1='condor-galaxy-1-cg-1'
add('exact',EP10,CG1,CS2,64,'states','its row: "CG-1 links 64 Cerebras CS-2 systems together into a single, easy-to-use AI supercomputer"')
add('year-unit',EP10,CG1,CS2,4,'contradicts','"an AI training capacity of 4 exaFLOPs"; 64 CS-2')
NX='nexgen-cloud-hyperstack-aq-compute-supercomputer'
add('bound',EP10,NX,H10,16384,'not-stated','"With up to 16,384 H100 80G cards operating in a single cluster": a bound')
add('planned',EP10,NX,H10,20000,'not-stated','"by June the supercloud will be comprised of 20,000 Nvidia H100": the whole supercloud, planned; the cluster is only "up to 16,384"')
NV='neevcloud-cluster-1'
add('exact',EP10,NV,H10,1024,'states','its row: "1024 H100s available from 04/29/2024"')
NF='nebius-finland-phase-2'
add('bound',EP10,NF,H10,60000,'not-stated','"Nebius place upwards of 60,000 GPUs at the facility": a bound, and no model')
add('year-unit',EP10,NF,H10,75,'not-stated','"growing its capacity from 25MW to 75MW"; no H100 count')
EA='microsoft-azure-eagle'
add('exact',EP10,EA,H10,14400,'states','its row: "With 14,400 NVIDIA H100 GPUs (14400/8 = 1800 nodes?)"')
add('nodes-only',EP10,EA,H10,1800,'contradicts','"1800 nodes?": nodes; 14,400 H100')
add('per-node',EP10,EA,H10,8,'contradicts','"14400/8": GPUs per node; 14,400 H100')
TP='google-tpu-v4-pod'
add('exact',EP10,TP,'Google TPU v4',4096,'states','its row: "4,096 of these TPU v4 chips are networked together to create a TPU v4 Pod"')
FK='foxconn-hon-hai-kaohsiung-supercomputer'
add('exact',EP10,FK,'NVIDIA GB200',4608,'states','its row: "feature the GB200 NVL72 platform, which includes a total of 64 racks and 4,608 Tensor Core GPUs"')
add('nodes-only',EP10,FK,'NVIDIA GB200',64,'contradicts','"a total of 64 racks"; 4,608 GB200')
add('spelling',EP10,FK,'NVIDIA GB200',72,'contradicts','"GB200 NVL72": the platform\'s name; 4,608 GB200')
add('exact',EP10,'yandex-lyapunov','NVIDIA A100 SXM4 40 GB',1096,'states','its row: "GPU / 1,096 / NVIDIA A100 40G"')
add('spelling',EP10,'yandex-lyapunov','NVIDIA A100 SXM4 40 GB',40,'contradicts','"NVIDIA A100 40G": memory; 1,096 A100')
add('exact',EP10,'yandex-chervonenkis','NVIDIA A100 SXM4 80 GB',1592,'states','its row: "GPU / 1,592 / NVIDIA A100 80G"')
PL='plamo-13b-training-cluster'
add('exact',EP10,PL,A10,480,'states','its row: "A100 40GB x480"')
add('year-unit',EP10,PL,A10,13,'contradicts','"PLaMO-13B": the model\'s size in the name; 480 A100')
OA='oracle-oci-supercluster-a100s'
add('bound',EP10,OA,A10,32768,'not-stated','"OCI Supercluster networking can now scale up to 4,096 OCI Compute Bare Metal instances with 32,768 A100 GPUs": a bound; Note "unclear whether ... a 32k A100 cluster has already been built"')
add('nodes-only',EP10,OA,A10,4096,'not-stated','"up to 4,096 OCI Compute Bare Metal instances": instances, a bound')
add('bound',EP10,'oracle-oci-mi300x','AMD Instinct MI300X',16384,'not-stated','"for up to 16,384 MI300X GPUs": a bound')
ML='nvidia-mlperf-v4-0-submission-2024'
add('exact',EP10,ML,H10,11616,'states','its row: "NVIDIA has more than tripled its submission scale to 11,616 H100 GPUs"')
add('year-unit',EP10,ML,H10,2024,'contradicts','"Submission 2024" in the row\'s Name; 11,616 H100')
MP='mpt-30b-training-cluster'
add('exact',EP10,MP,H10,256,'states','its row: "Training was completed on 256 H100-80GBs"')
add('spelling',EP10,MP,H10,80,'contradicts','"H100-80GBs": memory; 256 H100')
add('bound',EP10,'microsoft-azure-nd-v2-largest-stated',V10,800,'not-stated','"offering up to 800 NVIDIA V100 Tensor Core GPUs": a bound')
MG='magic-g4-google-cloud-rental'
add('exact',EP10,MG,H10,8000,'states','its row: "based on Nvidia H100 Tensor Core graphics processor unit (GPU) chips. Magic says it has 8,000 of the hugely powerful chips"')
VE='los-alamos-nl-venado'
add('exact',EP10,VE,GH,2560,'states','its row: "The system consists of 2,560 direct, liquid-cooled Nvidia Grace Hopper Superchips" (the GH200\'s name)')
add('other-model',EP10,VE,GH,920,'contradicts','"920 Nvidia Grace CPU Superchips": CPUs; 2,560 GH200')
add('cpu-cores',EP10,VE,GH,144,'contradicts','"each of which contains 144 Arm cores"; 2,560 GH200')
EC2='lawrence-livermore-nl-el-capitan-phase-2'
add('exact',EP10,EC2,'AMD Instinct MI300A',44544,'states','its row: "the system has 11,136 nodes packed with 44,544 of AMD\'s MI300A APUs"')
add('nodes-only',EP10,EC2,'AMD Instinct MI300A',11136,'contradicts','"11,136 nodes"; 44,544 MI300A')
add('year-unit',EP10,EC2,'AMD Instinct MI300A',600,'contradicts','Cost Quote "$600M was quoted as the max cost"; 44,544 MI300A')
JB10='juwels-booster'
add('exact',EP10,JB10,A10,3744,'states','its row: "total of 1872 CPUs (AMD EPYC Rome) + total of 3744 GPUs (NVIDIA A100)"')
add('other-model',EP10,JB10,A10,1872,'contradicts','"total of 1872 CPUs (AMD EPYC Rome)": CPUs; 3744 A100')
IE='iris-energy-prince-george-cluster'
add('exact',EP10,IE,H10,816,'states','its row: "cloud compute capabilities with 816 NVIDIA H100 GPUs"')
add('exact',EP10,'sesterce-synapse-phase-1','NVIDIA H200 SXM',2048,'states','its row: "2048 x H200 SXM IB 3.2 available in early-september"')
BH='recursion-biohive-2'
add('exact',EP10,BH,H10,504,'states','its row: "BioHive-2 is equipped with 504 Nvidia H100 Tensor Core GPUs"')
add('year-unit',EP10,BH,H10,400,'contradicts','Location "41 400 W, Salt Lake City": an address; 504 H100')
FR='oak-ridge-nl-frontier'
add('product',EP10,FR,MI,37632,'states','its row: "a total of 9,408 AMD compute nodes.... Each node also contains [4x] AMD MI250X"; Note "(9408 nodes)x(4 GPUs/node) = 37,632 GPUs"')
add('nodes-only',EP10,FR,MI,9408,'contradicts','"a total of 9,408 AMD compute nodes"; 37,632 MI250X')
add('nodes-only',EP10,FR,MI,74,'contradicts','"74 Olympus rack HPE cabinets"; 37,632 MI250X')
LE='eurohpc-leonardo'
add('product',EP10,LE,A10,13824,'states','its row: "3456 computing nodes, each equipped with four NVIDIA A100 SXM6 64GB GPUs"')
add('nodes-only',EP10,LE,A10,3456,'contradicts','"3456 computing nodes"; 13,824 A100')
T4='tsubame4-0'
add('product',EP10,T4,H10,960,'states','its row: "240 nodes of HPE\'s Cray XD6500 hardware... / Each node has ... four of Nvidia\'s H100 Tensor Core GPUs"')
add('nodes-only',EP10,T4,H10,240,'contradicts','"240 nodes"; 960 H100')
GD='nci-australia-gadi'
add('product',EP10,GD,'NVIDIA Tesla V100 SXM2',640,'states','its row: "160 nodes each containing four Nvidia V100 GPUs"')
add('nodes-only',EP10,GD,'NVIDIA Tesla V100 SXM2',160,'contradicts','"160 nodes"; 640 V100')
add('cpu-cores',EP10,GD,'NVIDIA Tesla V100 SXM2',24,'contradicts','"two 24-core Intel Xeon Scalable \'Cascade Lake\' processor"; 640 V100')
PU='csc-puhti'
add('product',EP10,PU,V10,320,'states','its row: "has 80 nodes ... Each node has four Nvidia Volta V100 GPUs"')
add('nodes-only',EP10,PU,V10,80,'contradicts','"80 nodes"; 320 V100')
CH='los-alamos-nl-chicoma'
add('product',EP10,CH,A10,512,'states','its row: "the remaining 128 are equipped with individual AMD Epyc 7713 CPUs and quadruple Nvidia A100 GPUs": 128 x 4')
add('nodes-only',EP10,CH,A10,128,'contradicts','"the remaining 128" nodes; 512 A100')
add('spelling',EP10,CH,A10,7713,'contradicts','"AMD Epyc 7713": the CPU model; 512 A100')
SV3='nvidia-saturn-v-phase-3'
add('other-count',EP10,SV3,A10,280,'not-stated','"four DGX SuperPODS - or 1,120 A100s" in "four different locations": four sites\' sum, no one system\'s (README; batch 13\'s planned case of this row); 280 is only Epoch\'s quarter in its Note (relabelled session 24 after a blind second reading of the held-out labels, without results; was contradicts)')
add('other-model',EP10,SV3,V10,5280,'not-stated','the row\'s quotes count only A100s ("1,120 A100s"); no V100 count')
IS1='nvidia-israel-1-phase-1'
add('planned',EP10,IS1,H10,2048,'not-stated','"The first phase includes ... 128 Nvidia HGX H100 systems" / "will feature 256 Nvidia HGX H100 systems, combining 2,048 Nvidia H100 80GB GPUs": the full system\'s planned count; phase 1 has no GPU count')
add('nodes-only',EP10,IS1,H10,128,'not-stated','"128 Nvidia HGX H100 systems": systems, no per-system count')
EO1='nvidia-eos-phase-1'
add('planned',EP10,EO1,H10,4608,'not-stated','"In its full configuration, Eos will span 18 32-DGX H100 Pods, for a total of 576 DGX H100 systems, 4,608 H100 GPUs": the full system; the "Pre-Eos 128 Node" phase gives no GPU count')
YT='ytl-ai-johor'
add('bound',EP10,YT,'NVIDIA GB200',15428,'not-stated','Epoch\'s estimate in the Note "(300/1.4)*36=7,714 GB200s=15,428 GPUs"; the quote gives no count')
add('spelling',EP10,YT,'NVIDIA GB200',72,'not-stated','"NVIDIA GB200 NVL72": the platform\'s name; no GB200 count')
add('top500',EP10,'lawrence-livermore-nl-lassen-phase-2',V10,3168,'not-stated','"V100 count is from Top500": the row quotes no V100 count')
C2='xai-colossus-2-memphis-phase-1'
add('rounded',EP10,C2,'NVIDIA GB200',110000,'states','its row: "we\'re about to bring 110 thousand GB200s online at a second data center also in the Memphis area"')
add('other-count',EP10,C2,'NVIDIA GB200',100000,'contradicts','"110 thousand GB200s"')
XT='xtx-markets-cluster'
add('other-model',EP10,XT,A10,20000,'not-stated','"twenty thousand A/V100 GPUs": A100s and V100s together; no A100 count')
add('cpu-cores',EP10,XT,A10,100000,'not-stated','"a hundred thousand cores"')
HU='humain-saudi-arabia-nvidia-phase-1'
add('exact',EP10,HU,'NVIDIA GB300 (Blackwell Ultra)',18000,'states','its row: "The first phase of deployment will be an 18,000 NVIDIA GB300 Grace Blackwell AI supercomputer"')
add('year-unit',EP10,HU,'NVIDIA GB300 (Blackwell Ultra)',500,'contradicts','"a projected capacity of up to 500 megawatts"; 18,000 GB300')
add('family',EP10,'calcul-quebec-beluga','NVIDIA Volta',688,'states','its row: "172 Intel-based servers utilizing 688 Nvidia Volta GPUs"')
add('family',EP10,'calcul-quebec-beluga',V10,688,'not-stated','"688 Nvidia Volta GPUs": the family, not the model (a family count supports no model part)')
add('multi-system',EP10,'sesterce-grand-est-france-a','NVIDIA GB200',500000,'not-stated','"across two data centers in Grand Est with 500,000 GPUs by 2028": two sites, planned, no model')
add('other-model',EP10,'sk-group-aws-uslan-phase-2','NVIDIA GB200',60000,'not-stated','"is set to house 60,000 GPUs": no model; Note "unclear what type of GPUs they\'ll have"')
VL='ibm-vela'
add('bound',EP10,VL,'NVIDIA A100 SXM4 80 GB',2880,'not-stated','"one might be inclined to ... guess six nodes per rack, for a total of 360 nodes and 2,880 A100 GPUs": a guess')
add('bound',EP10,'lambda-labs-h100-h200',H10,32000,'not-stated','"Reserved cloud clusters from 64 to 32,000 H100 or H200 SXM GPUs": a range')
# Epoch's rows of papers: the cluster a paper trained on
XP='paper-on-xtrimopglm'
add('product',EP10,XP,A10,768,'states','its row: "a cluster of 96 DGX-A100 GPU (8×40G) servers. Calculation - 96 servers×8 GPUs/server= 768 GPUs"')
add('nodes-only',EP10,XP,A10,96,'contradicts','"96 DGX-A100 GPU (8×40G) servers"; 768 A100')
add('year-unit',EP10,XP,A10,100,'contradicts','"xTrimoPGLM-100B": the model\'s size; 768 A100')
SL='paper-on-stable-lm'
add('exact',EP10,SL,'NVIDIA A100 SXM4 40 GB',512,'states','its row: "trained on the Stability AI cluster across 512 NVIDIA A100 40GB GPUs (AWS P4d instances)"')
GM='paper-on-gemma-2-9b'
add('exact',EP10,GM,'Google TPU v4',4096,'states','its row: "we train on an 8x16x32 configuration of TPUv4, totaling 4096 chips"')
add('year-unit',EP10,GM,'Google TPU v4',9,'contradicts','"For the 9B model"; 4096 TPU v4')
add('exact',EP10,'paper-on-xglm',A10,256,'states','its row: "The XGLM 7.5B model was trained on 256 A100 GPUs for about 3 weeks"')
PG='paper-on-polyglot'
add('product',EP10,PG,A10,256,'states','its row: "provided access to 256 A100s (8 * 32 nodes)"')
add('nodes-only',EP10,PG,A10,32,'contradicts','"(8 * 32 nodes)"; 256 A100')
GL='paper-on-glam'
add('exact',EP10,GL,'Google TPU v4',1024,'states','its row: "train using 1,024 TPU-v4 chips for 574 hours"')
add('year-unit',EP10,GL,'Google TPU v4',574,'contradicts','"for 574 hours"; 1,024 TPU v4')
LL10='paper-on-llama'
add('exact',EP10,LL10,'NVIDIA A100 SXM4 80 GB',2048,'states','its row: "we used 2048 A100-80GB for a period of approximately 5 months"')
BB='paper-on-bloomberggpt'
add('exact',EP10,BB,A10,512,'states','its row: "This yields a total of 512 40GB A100 GPUs"')
# TOP500 CSVs: each row a system with its cores, never its GPUs
T23='systems/top500/glennklockwood/TOP500_202311.csv'
add('top500',T23,EA,H10,14400,'not-stated','rank 3 "Eagle,Microsoft NDv5, Xeon Platinum 8480C 48C 2GHz, NVIDIA H100, ...,1123200,950400": cores only')
add('cpu-cores',T23,EA,H10,950400,'not-stated','the Accelerator/Co-Processor Cores column of Microsoft\'s Eagle')
add('multi-system',T23,EA,H10,75600,'not-stated','rank 159 "Eagle,HPE SGI 8600, Xeon Gold 6154 ...,National Renewable Energy Laboratory,...,75600": NREL\'s Eagle, cores')
add('cpu-cores',T23,'argonne-nl-aurora','Intel Data Center GPU Max 1550',4177152,'not-stated','rank 2 Aurora\'s Accelerator/Co-Processor Cores')
add('spelling',T23,'argonne-nl-aurora','Intel Data Center GPU Max 1550',9470,'not-stated','"Xeon CPU Max 9470 52C": the CPU model')
PM='lawrence-berkeley-nl-nersc-perlmutter'
add('top500',T23,PM,'NVIDIA A100 SXM4 40 GB',6144,'not-stated','rank 12 "Perlmutter,HPE Cray EX 235n, AMD EPYC 7763 64C 2.45GHz, NVIDIA A100 SXM4 40 GB, ...,888832,774144": cores only')
add('cpu-cores',T23,PM,'NVIDIA A100 SXM4 40 GB',774144,'not-stated','Perlmutter\'s Accelerator/Co-Processor Cores')
add('multi-system',T23,'alps-supercomputer-phase-1',GH,128000,'not-stated','rank 270 "Alps,HPE Cray EX, AMD EPYC 7742 64C 2.25GHz, Slingshot-10,...,2020,...,128000": the 2020 CPU machine, cores; no GH200')
add('top500',T23,'gsic-tsubame-3-0','NVIDIA Tesla P100 SXM2',2156,'not-stated','rank 95 "TSUBAME3.0,SGI ICE XA, ..., NVIDIA Tesla P100 SXM2,...,135828,120736": cores only')
add('year-unit',T23,'argonne-nl-polaris',A10,27,'not-stated','Polaris\'s rank 27')
N24='systems/top500/tommygorham/november2024.csv'
add('cpu-cores',N24,EC2,'AMD Instinct MI300A',9988224,'not-stated','rank 1 "El Capitan" Accelerator/Co-Processor Cores')
add('top500',N24,EC2,'AMD Instinct MI300A',44544,'not-stated','rank 1 "El Capitan,HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, ...,11039616,9988224": cores only')
add('cpu-cores',N24,'alps-supercomputer-phase-2',GH,1372800,'not-stated','rank 7 "Alps" (2024, NVIDIA GH200 Superchip) Accelerator/Co-Processor Cores')
add('top500',N24,VE,GH,2560,'not-stated','rank 13 "Venado,HPE Cray EX254n, NVIDIA Grace 72C 3.1GHz, NVIDIA GH200 Superchip, ...,481440,311520": cores only')
add('top500',N24,'university-of-bristol-isambard-ai',GH,5448,'not-stated','rank 155 "Isambard-AI phase 1,...,NVIDIA GH200 Superchip,...,34272,22176": cores only')
add('multi-system',N24,'jupiter-julich',GH,253440,'not-stated','rank 18 "JETI - JUPITER Exascale Transition Instrument": JETI\'s Accelerator/Co-Processor Cores, another machine')
J22='systems/top500/tommygorham/june2022.csv'
add('cpu-cores',J22,FR,MI,8138240,'not-stated','rank 1 "Frontier" Accelerator/Co-Processor Cores')
add('top500',J22,'genci-adastra',MI,1352,'not-stated','rank 10 "Adastra,HPE Cray EX235a, ..., AMD Instinct MI250X, ...,319072,297440": cores only')
add('multi-system',J22,'pawsey-supercomputing-centre-setonix',MI,65536,'not-stated','rank 340 "Setonix,HPE Cray EX, AMD EPYC 7763 64C ...,65536": the CPU part, cores; no accelerator')
L18='systems/top500/lass-lab/TOP500_201811.csv'
add('top500',L18,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',27648,'not-stated','row 1 "Summit":"IBM Power System AC922, IBM POWER9 22C 3.07GHz, NVIDIA Volta GV100, ...":...:2397824:2196480: cores only')
add('cpu-cores',L18,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',2196480,'not-stated','Summit\'s Accelerator/Co-Processor Cores')
add('cpu-cores',L18,'lawrence-livermore-nl-sierra',V10,1382400,'not-stated','row 2 "Sierra" Accelerator/Co-Processor Cores')
add('top500',L18,'aist-abci-1-0','NVIDIA Tesla V100 SXM2',4352,'not-stated','row 7 "AI Bridging Cloud Infrastructure (ABCI)":"PRIMERGY CX2570 M4, Xeon Gold 6148 20C 2.4GHz, NVIDIA Tesla V100 SXM2, ...":...:391680:348160: cores only')
TL10='top500-lists/top500-lists.csv'
add('cpu-cores',TL10,'cineca-marconi-100',V10,316160,'not-stated','"Marconi-100,...,Nvidia Volta V100,...,347776,Nvidia Volta V100,316160": accelerator_cores')
add('top500',TL10,'cineca-marconi-100',V10,3952,'not-stated','Marconi-100\'s rows (2020-2022): cores only')
add('cpu-cores',TL10,'cscs-piz-daint-phase-1','NVIDIA Tesla P100 PCIe 16GB',297920,'not-stated','"201706,3,Piz Daint,...,361760,NVIDIA Tesla P100,297920": accelerator_cores')
add('top500',TL10,'cscs-piz-daint-phase-2','NVIDIA Tesla P100 PCIe 16GB',5704,'not-stated','Piz Daint\'s rows: cores only')
add('cpu-cores',TL10,'saudi-aramco-dammam-7','NVIDIA Tesla V100 SXM2',632960,'not-stated','"Dammam-7,...,672520,NVIDIA Tesla V100 SXM2,632960": accelerator_cores')
add('year-unit',TL10,'eni-hpc5',V10,2020,'not-stated','the year column of HPC5\'s rows "...,Italy,2020,Industry,669760,..."')
S510='systems/top500/scrap500-systems.csv'
add('multi-system',S510,'lawrence-livermore-nl-sierra',V10,21756,'not-stated','"176931,48247,Sierra,Sierra - Dell Xanadu 3 Cluster, Xeon X5660 ...,21756.0": Dell\'s Sierra, cores')
MX10='hpcg-icl-web/hpl-mxp.org/results.md'
add('cpu-cores',MX10,'jupiter-julich',GH,4801344,'not-stated','November 2025 row 4 "EuroHPC/FZJ | JUPITER Booster | 4,801,344": the Cores column')
add('cpu-cores',MX10,'aist-abci-3-0','NVIDIA H200 SXM',479232,'not-stated','row 6 "AIST | ABCI 3.0 | 479,232": the Cores column')
add('top500',MX10,'aist-abci-3-0','NVIDIA H200 SXM',6128,'not-stated','ABCI 3.0\'s rows give cores, Eflop/s and ranks only')
add('cpu-cores',MX10,'kaust-shaheen-iii',GH,574464,'not-stated','row 10 "KAUST | Shaheen III - GPU | 574,464": the Cores column')
add('top500',MX10,'pawsey-supercomputing-centre-setonix',MI,768,'not-stated','"Pawsey Supercomp. Centre | Setonix - GPU | 181,248": cores only')
add('multi-system','ai-clusters/klust+SupercomputersForStarters/C08_Accelerators/C08_S05_Status_GPU_computing/index.html','lawrence-livermore-nl-sierra',V10,17280,'not-stated','"Sierra and Summit, both using IBM POWER9 CPUs and NVIDIA Volta V100 GPUs": no count')

# ==== batch 11 (session 20, issue 14): blind, weighted to the kinds whose
# held-out `states` were weak (per-node, nodes-only, planned, multi-system) ====
# Claims read blind off (page, system, value) triples no earlier case used, by
# a labeller who ran no checker, matcher or eval-claims before committing them:
# Epoch rows read whole (every non-empty cell), the OLCF Summit and Frontier
# guides and limelead pages read with `verifier text`. Traps: a per-node,
# per-pod, per-cabinet, per-group or per-device count on a page that names the
# system ("8 gpus per node", "4x NVIDIA custom A100", "180 nodes or 720 GPUs",
# "each with 128 AMD compute nodes"), node, blade, tile and login-node counts,
# a planned or other phase's figure against the record's own (Ceiba, Selene,
# Alps, HUMAIN, Colossus 2, a campus at full capacity), and another system's
# count tied to this one in a row (Epoch's "Largest existing cluster when first
# operational" names another system beside this row's count; Builds Upon; a
# note's "original portion of 336 GPUs (PARAM Siddhi - AI)"); and true `states`
# (exact, node x per-node products, a planned count equal to the record's).
# Labels go by the row's quotes and notes, as in batch 8. Held out: every
# third case of each kind counted within batch 11 alone, in file order.
B11=len(C)
EP11='systems/epoch/gpu_clusters/gpu_clusters.csv'
SG11=AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst'
FG11=AI+'olcf+olcf-user-docs/systems/frontier_user_guide.rst'
H11,A11,MI11,GH11='NVIDIA H100 SXM5 80GB','NVIDIA A100','AMD Radeon Instinct MI250X','NVIDIA GH200'
V11,MA11='NVIDIA Tesla V100 SXM2','AMD Instinct MI300A'
# Epoch's rows, each system's own row a passage of its own
BV='ibm-blue-vela'
add('per-node',EP11,BV,H11,8,'not-stated','"The nodes contain [8] Nvidia H100 GPUs"; the row gives only a pod\'s count ("128x8=1,024 GPUs per pod") and "Very uncertain on number of chips"')
add('per-node',EP11,BV,H11,1024,'not-stated','Note "There\'s 128x8=1,024 GPUs per pod, and it\'s implied that there\'s multiple pods": a pod\'s count, not the cluster\'s')
add('per-node',EP11,BV,H11,32,'not-stated','"4 x Scalable Units, each of which contain 32 nodes": nodes per unit')
add('nodes-only',EP11,BV,H11,128,'not-stated','"It uses 128-node Compute Pods": nodes per pod; no cluster count')
AD11='genci-adastra'
add('exact',EP11,AD11,MI11,1352,'states','its row: "Adastra contains a total of 1352 AMD MI250X on its 338 accelerated nodes"')
add('nodes-only',EP11,AD11,MI11,338,'contradicts','"on its 338 accelerated nodes"; 1352 MI250X')
add('multi-system',EP11,'microsoft-gpt-4-cluster',A11,1352,'contradicts','Adastra\'s row names "Largest existing cluster when first operational=Microsoft GPT-4 cluster" beside its 1352; the GPT-4 cluster\'s own row: "~25,000 A100s"')
GL11='paper-on-glm-130b'
add('product',EP11,GL11,A11,768,'states','its row: "on a cluster of 96 NVIDIA DGX-A100 (8×40G) GPU nodes"')
add('per-node',EP11,GL11,A11,8,'contradicts','"DGX-A100 (8×40G)": GPUs per node; 96 x 8 = 768 A100')
add('nodes-only',EP11,GL11,A11,96,'contradicts','"96 NVIDIA DGX-A100 (8×40G) GPU nodes"; 768 A100')
add('multi-system',EP11,'microsoft-gpt-4-cluster',A11,768,'contradicts','GLM-130B\'s row names the GPT-4 cluster as the largest existing one; its own row: "~25,000 A100s"')
AW='airawat-psai-phase-2'
PS='param-siddhi-ai-phase-1'
add('exact',EP11,AW,A11,656,'states','its row: "656 (82 nodes * 8 gpus per node)"')
add('per-node',EP11,AW,A11,8,'contradicts','"8 gpus per node"; 656 A100')
add('nodes-only',EP11,AW,A11,82,'contradicts','"82 nodes"; 656 A100')
add('multi-system',EP11,AW,A11,336,'contradicts','Note "an original portion of 336 GPUs (PARAM Siddhi - AI) and a newer portion of 320 GPUs": a part; the whole is 656 A100')
add('multi-system',EP11,'microsoft-gpt-4-cluster',A11,656,'contradicts','AIRAWAT\'s row names the GPT-4 cluster as the largest existing one; its own row: "~25,000 A100s"')
add('per-node',EP11,PS,A11,8,'contradicts','Note "8 GPUs per node"; 42 x 8 = 336 A100')
add('nodes-only',EP11,PS,A11,42,'contradicts','"42 x DGX A100 Nodes"; 336 A100')
add('multi-system',EP11,PS,A11,656,'contradicts','AIRAWAT Phase 2\'s row (Builds Upon "PARAM Siddhi-AI Phase 1"): "656 (82 nodes * 8 gpus per node)"; its own row 42 x 8 = 336')
NI='nvidia-in-house-dgx-a100-cluster'
add('product',EP11,NI,A11,400,'states','its row: "in-house DGX A100 supercomputer, consisting of 50 nodes", Note "50 nodes x 8 A100 per node"')
add('per-node',EP11,NI,A11,8,'contradicts','Note "8 A100 per node"; 50 x 8 = 400 A100')
add('nodes-only',EP11,NI,A11,50,'contradicts','"consisting of 50 nodes"; 400 A100')
add('multi-system',EP11,'oak-ridge-nl-summit',V11,400,'contradicts','the in-house cluster\'s row names "Largest existing cluster when first operational=Oak Ridge NL Summit"; Summit\'s own row: 4,608 servers x "six NVIDIA Tesla V100" = 27,648')
TS25='gsic-tsubame-2-5'
add('product',EP11,TS25,'NVIDIA Tesla K20X',4224,'states','its row: "1,408 Compute Nodes; 3 GPUs [per compute node]", Note "1408*3 = 4224"')
add('per-node',EP11,TS25,'NVIDIA Tesla K20X',3,'contradicts','"3 GPUs [per compute node]"; 4224 K20X')
add('nodes-only',EP11,TS25,'NVIDIA Tesla K20X',1408,'contradicts','"1,408 Compute Nodes"; 4224 K20X')
BZ1,BZ2='nsc-berzelius-phase-1','nsc-berzelius-phase-2'
add('per-node',EP11,BZ1,'NVIDIA A100 SXM4 40 GB',8,'contradicts','"Each node, in turn, carries eight A100 (40GB) GPUs"; 480')
add('nodes-only',EP11,BZ1,'NVIDIA A100 SXM4 40 GB',60,'contradicts','"60 DGX A100 nodes"; 480 A100')
add('nodes-only',EP11,BZ2,'NVIDIA A100 SXM4 80 GB',34,'contradicts','"34 additional nodes"; its Hardware note "752 A100s (480 40GB, 272 80GB)": 272 of 80GB')
LP='leptonai-h100-cluster'
add('exact',EP11,LP,H11,1024,'states','its row: "a 128 nodes (1024 GPU) cluster", Hardware note "H100"')
add('nodes-only',EP11,LP,H11,128,'contradicts','"a 128 nodes (1024 GPU) cluster"; 1024 H100')
EH6='eni-hpc6'
add('exact',EP11,EH6,MI11,13888,'states','its row: "the system includes 3472 computing nodes housing a total of 13,888 GPU", Hardware note "AMD MI250X"')
add('nodes-only',EP11,EH6,MI11,3472,'contradicts','"3472 computing nodes"; 13,888 MI250X')
add('multi-system',EP11,'xai-colossus-memphis-phase-1',H11,13888,'contradicts','Eni HPC6\'s row names "Largest existing cluster when first operational=xAI Colossus Memphis Phase 1"; Colossus\'s own row: "100k liquid-cooled H100s"')
HB1,HB2='horizon-compute-baobab-phase-1','horizon-compute-baobab-phase-2'
add('exact',EP11,HB2,H11,2048,'states','its row: "256 HGX H100 nodes (2048 GPUs)"')
add('nodes-only',EP11,HB2,H11,256,'contradicts','"256 HGX H100 nodes"; 2048 H100')
add('multi-system',EP11,HB1,H11,2048,'not-stated','Phase 2\'s row (Builds Upon Phase 1): "256 HGX H100 nodes (2048 GPUs)"; phase 1\'s own row: "two large-scale clusters (2000+ H100s)", Note "two 1k H100 clusters": a bound over two clusters')
add('multi-system',EP11,'microsoft-azure-eagle',H11,1024,'contradicts','Baobab Phase 1\'s row names "Largest existing cluster ... Microsoft Azure Eagle"; Eagle\'s own row: "With 14,400 NVIDIA H100 GPUs"')
MY='jcahpc-miyabi'
add('product',EP11,MY,GH11,1120,'states','its row: "Miyabi-G (Accelerator-node group): 1,120 nodes, one NVIDIA GH200 Grace Hopper Superchip per node"')
add('multi-system',EP11,'xai-colossus-memphis-phase-1',H11,1120,'contradicts','Miyabi\'s row names Colossus Phase 1 as the largest existing cluster; Colossus\'s own row: "100k liquid-cooled H100s"')
JZ2='jean-zay-supercomputer-phase-2'
add('product',EP11,JZ2,V11,2696,'states','its row: 261 four-GPU, 31 eight-GPU and 351 four-GPU nodes of "Nvidia Tesla V100 SXM2", Note "=261*4+31*8+351*4" (2,696)')
add('per-node',EP11,JZ2,V11,4,'contradicts','"261 four-GPU accelerated compute nodes with ... 4 Nvidia Tesla V100 SXM2 GPUs"; 2,696 in all')
add('per-node',EP11,JZ2,V11,8,'contradicts','"31 eight-GPU accelerated compute nodes ... 8 Nvidia Tesla V100 SXM2 GPUs"; 2,696 in all')
add('cpu-cores',EP11,JZ2,V11,40,'contradicts','"namely 40 cores per node"; 2,696 V100')
add('per-node',EP11,'oak-ridge-nl-summit',V11,6,'contradicts','its row: "4,608 compute servers, each containing two 22-core IBM Power9 processors and six NVIDIA Tesla V100": per server; 27,648')
add('cpu-cores',EP11,'oak-ridge-nl-summit',V11,22,'contradicts','"two 22-core IBM Power9 processors"; 27,648 V100')
add('multi-system',EP11,'oak-ridge-nl-summit',V11,2240,'contradicts','Selene Phase 1\'s row ("a total 2,240 A100 GPUs") names Summit as the largest existing cluster; Summit\'s own row: 4,608 x six V100')
# per-node counts in rows whose own total the row gives
add('per-node',EP11,'oak-ridge-nl-frontier',MI11,4,'contradicts','its row: "a total of 9,408 AMD compute nodes.... Each node also contains [4x] AMD MI250X"; 37,632')
add('per-node',EP11,'eurohpc-leonardo',A11,4,'contradicts','its row: "3456 computing nodes, each equipped with four NVIDIA A100 SXM6 64GB GPUs"; 13,824')
add('per-node',EP11,'tsubame4-0',H11,4,'contradicts','its row: "240 nodes ... Each node has ... four of Nvidia\'s H100 Tensor Core GPUs"; 960')
add('per-node',EP11,'nci-australia-gadi','NVIDIA Tesla V100 SXM2',4,'contradicts','its row: "160 nodes each containing four Nvidia V100 GPUs"; 640')
add('per-node',EP11,'csc-puhti','NVIDIA V100',4,'contradicts','its row: "has 80 nodes ... Each node has four Nvidia Volta V100 GPUs"; 320')
add('per-node',EP11,'paper-on-xtrimopglm',A11,8,'contradicts','its row: "96 DGX-A100 GPU (8×40G) servers ... 96 servers×8 GPUs/server= 768 GPUs"')
add('per-node',EP11,'paper-on-polyglot',A11,8,'contradicts','its row: "256 A100s (8 * 32 nodes)"')
add('per-node',EP11,'eurohpc-meluxina',A11,4,'contradicts','its row: "200 GPU nodes ..., each featuring 2 AMD Rome CPUs (...) and 4 NVIDIA A100-40 GPUs"; 800')
add('per-node',EP11,'eurohpc-karolina',A11,8,'contradicts','its row: "72 servers, and each of them is equipped with 8 GPU accelerators"; 576')
# planned and other phases
SE1,SE2='nvidia-selene-phase-1','nvidia-selene-phase-2'
add('exact',EP11,SE2,A11,4480,'states','its row: "Configuration: 4480 NVIDIA A100 Tensor Core GPUs"')
add('planned',EP11,SE1,A11,4480,'contradicts','Phase 2\'s row: "4480 NVIDIA A100"; phase 1\'s own row: "280 DGX A100s, housing a total 2,240 A100 GPUs"')
AL1,AL2='alps-supercomputer-phase-1','alps-supercomputer-phase-2'
add('exact',EP11,AL2,GH11,10752,'states','its row: "has 10,752 of the world\'s coveted NVIDIA Grace Hopper superchips"')
add('planned',EP11,AL1,GH11,10752,'not-stated','Phase 2\'s row (Builds Upon Phase 1): "10,752 ... Grace Hopper superchips"; phase 1\'s own row: "Calculated from Top500", no count')
add('multi-system',EP11,'xai-colossus-memphis-phase-1',H11,10752,'contradicts','Alps Phase 2\'s row names Colossus Phase 1 as the largest existing cluster; Colossus\'s own row: "100k liquid-cooled H100s"')
CB1,CB2='project-ceiba-phase-1','project-ceiba-phase-2'
add('planned',EP11,CB1,GH11,20736,'contradicts','Phase 2\'s row: "Alongside the 20,736 B200 GPUs" (the updated plan); phase 1\'s own row: "16,384 GH200 NVL32 Grace Hopper Superchips"')
add('planned',EP11,CB2,GH11,16384,'not-stated','Phase 1\'s row: "16,384 GH200 NVL32": the earlier plan; phase 2\'s row counts B200 GPUs of a GB200 NVL72 platform')
add('planned',EP11,'humain-saudi-arabia-phase-2','NVIDIA GB300 (Blackwell Ultra)',18000,'not-stated','"The first phase of deployment will be an 18,000 NVIDIA GB300": phase 1\'s; phase 2 has only "several hundred thousand ... over the next five years"')
add('planned',EP11,'openai-stargate-abilene-oracle-oci-supercluster-phase-3','NVIDIA GB200',100000,'not-stated','"the campus will house a previously-announced 100k GB200 cluster, as well as a 200k GB300 cluster and a 400k VR200 cluster": the campus\'s earlier cluster, not phase 3\'s')
add('planned',EP11,'fluidstack-france-gigawatt-campus','NVIDIA GB200',500000,'not-stated','"Phase 1 will ultimately host close to 500,000 next-generation AI chips": no model; Note "Unclear if the 500k chips refers to GPUs or entire chips"')
C2P2='xai-colossus-2-memphis-phase-2'
add('planned',EP11,C2P2,'NVIDIA GB200',110000,'not-stated','Note "The first 110k will be GB200s": phase 1\'s; phase 2 has Epoch\'s assumption (330k) only')
add('planned',EP11,C2P2,'NVIDIA GB200',550000,'not-stated','"the first batch of 550k GB200s & GB300s": two models together')
add('planned',EP11,'nebius-kansas-city-phase-2','NVIDIA H200 SXM',35000,'not-stated','"can be expanded from an initial 5 MW up to 40 MW, or about 35 thousand GPUs, at full potential capacity": the site\'s potential, no model')
add('planned',EP11,'nebius-kansas-city-phase-1','NVIDIA H200 SXM',35000,'not-stated','the same "about 35 thousand GPUs, at full potential capacity"; Note "extrapolating ... ~4k GPUs"')
add('planned',EP11,'andreessen-horowitz-oxygen',H11,20000,'not-stated','"with plans to expand its stockpile to more than 20,000": planned, a bound')
add('planned',EP11,'sakura-s-b200s-phase-2','NVIDIA B200',10000,'not-stated','"aiming to incorporate around 10,000 GPUs, including NVIDIA\'s latest HGX B200": all models together')
SBP='softbank-planned-b200-superpod'
add('planned',EP11,SBP,'NVIDIA B200',10000,'not-stated','"ultimately growing the number of GPUs installed to around 10,000": the whole (A100s and H100s too)')
add('bound',EP11,SBP,'NVIDIA B200',4000,'not-stated','Note "They had 6k GPUs before (2k A100s, 4k H100s), so bringing the total to 10k GPUs would be adding 4k Blackwell GPUs": Epoch\'s derivation; the 4k in the quote\'s sense are H100s')
add('planned',EP11,'tensorwave-mi300x-cluster-1-phase-2','AMD Instinct MI300X',20000,'not-stated','"TensorWave aims to have 20,000 MI300X accelerators deployed across two facilities": two sites, planned')
add('planned',EP11,'university-of-bristol-isambard-ai',GH11,5448,'states','its row: "When fully installed next year, it will pack 5,448 NVIDIA GH200 Grace Hopper Superchips": the record\'s own planned count')
add('planned',EP11,'microsoft-azure-meta-ai-rental',A11,5400,'states','its row: "a reserved cluster on Microsoft Azure that would enlist 5,400 A100 GPUs"')
add('multi-system',EP11,'microsoft-azure-meta-ai-rental',A11,25000,'contradicts','Note "the 25k A100 supercomputer used by OpenAI": another system; 5,400 A100')
add('multi-system',EP11,'microsoft-gpt-4-cluster',A11,5400,'contradicts','the Meta AI rental\'s row (5,400 A100) names "the 25k A100 supercomputer used by OpenAI"; the GPT-4 cluster\'s own row: "~25,000 A100s"')
DJ='tesla-dojo-1-phase-1'
add('planned',EP11,DJ,'Tesla D1 Dojo',3000,'states','its row: "Once complete, the entire system will house around 120 tiles, holding 3,000 custom D1 chips"')
add('nodes-only',EP11,DJ,'Tesla D1 Dojo',120,'contradicts','"around 120 tiles"; 3,000 D1')
add('planned',EP11,'gcore-data-center-phase-2','NVIDIA GB200',1000,'not-stated','"expand this to more than 1,000 GPUs by the end of the year and will include H200s and GB200s": a bound over models')
add('exact',EP11,'tesla-10k-h100-cluster',H11,10000,'states','its row: "turn on a massive and very expensive 10,000 unit NVIDIA H100 GPU cluster"')
add('year-unit',EP11,'tesla-10k-h100-cluster',H11,300,'contradicts','Note "claims of the cluster costing $300 million"; 10,000 H100')
add('exact',EP11,'surf-snellius-phase-3',H11,352,'states','its row: "The expansion includes the addition of 352 NVIDIA H100 (Hopper) GPUs"')
add('rounded',EP11,'princeton-della-phase-2',H11,296,'states','its row: "a new cluster of 300 Nvidia H100 GPUs" (296 at the page\'s precision)')
add('rounded',EP11,'microsoft-azure-nd-h100-v5-vm',H11,4000,'states','its row: "featuring the latest NVIDIA H100 Tensor Core GPUs ... leveraging an AI optimized 4K GPU cluster"')
add('multi-system',EP11,'g42-microsoft-100mw-uae-cluster',H11,15000,'not-stated','"three new data centers ... 30, 30, and 100 megawatts each, the equivalent of nearly 100,000 H100 chips (approximately 15,000, 15,000, and 50,000–60,000 respectively)": the 30 MW centres\' equivalents')
add('multi-system',EP11,'g42-microsoft-30mw-uae-cluster-a',H11,100000,'not-stated','"the equivalent of nearly 100,000 H100 chips": all three centres, an equivalence')
add('multi-system',EP11,'microsoft-sweden-gavle',H11,20000,'not-stated','"more than 20,000 graphic processing units (GPUs) at its data centers in Sandviken, Gävle, and Staffanstorp": three sites, a bound, no model')
add('nodes-only',EP11,'argonne-nl-aurora','Intel Data Center GPU Max 1550',10624,'not-stated','"all 10,624 compute blades, boasting 63,744 Intel Data Center GPU Max Series": blades; the 63,744 count the family')
# OLCF guides
add('per-node',SG11,'oak-ridge-nl-summit',V11,6,'contradicts','"Each of the approximately 4,600 compute nodes on Summit contains ... six NVIDIA Tesla V100": about 27,600')
add('per-node',SG11,'oak-ridge-nl-summit',V11,4,'contradicts','"Login nodes have (2) 16-core Power9 CPUs and (4) V100 GPUs"; about 4,600 x six')
add('nodes-only',SG11,'oak-ridge-nl-summit',V11,54,'contradicts','"A small number of nodes (54) are configured as \'high memory\' nodes"; about 4,600 x six')
add('nodes-only',SG11,'oak-ridge-nl-summit',V11,2048,'contradicts','"The job will use 2,048 compute nodes" (a sample job); about 4,600 x six')
# Relabelled after the first run (a misread, not the checker's answer): the
# guide gives "a total of 9,856 AMD compute nodes" in its overview and "Each
# Frontier compute node contains 4 AMD MI250X" in another section, so no
# total of one passage (as per-node-3 of batch 2 and batch 4's ABCI 2.0
# label separate blocks): these counts contradict nothing.
add('per-node',FG11,'oak-ridge-nl-frontier',MI11,4,'not-stated','"Each Frontier compute node contains 4 AMD MI250X"; the node total ("a total of 9,856 AMD compute nodes") is in another section')
add('per-node',FG11,'oak-ridge-nl-frontier',MI11,2,'not-stated','"Each MI250X contains 2 GPUs": per device; no total of one passage')
add('per-node',FG11,'oak-ridge-nl-frontier',MI11,128,'not-stated','"77 Olympus rack HPE cabinets, each with 128 AMD compute nodes": per cabinet; no MI250X total in that passage')
add('nodes-only',FG11,'oak-ridge-nl-frontier',MI11,17,'not-stated','"any of the 17 Frontier login nodes": nodes; no MI250X total of one passage')
# limelead pages
LE11=LL+'Leonardo.md'
add('per-node',LE11,'eurohpc-leonardo',A11,8,'contradicts','LISA: "must have eight GPUs in the node": a planned expansion\'s nodes; 13,824 A100')
add('nodes-only',LE11,'eurohpc-leonardo',A11,180,'contradicts','"180 nodes or 720 GPUs": a group\'s nodes; 13,824 A100')
JU11=LL+'JUPITER.md'
# Relabelled session 23 (lead's decision, tune): per-node-66 (JUPITER) and
# per-node-69 (Alps phase 2), GH200 4 a node, not-stated (were contradicts):
# a page counts GH200 only where it writes GH200 or Grace Hopper superchips
# with the count, as five labels of these pages read them, so neither page
# gives a GH200 total for four a node to contradict.
add('per-node',JU11,'jupiter-julich',GH11,4,'not-stated','"roughly 6,000 compute nodes - Uses GH200 superchips - 4C:4G (four superchips per node) - 24,000 H100|H200 GPUs" (relabelled session 23: no GH200 total, as planned-2 and the README read this page: "roughly 6,000" nodes make no product, and the 24,000 are GPUs of H100|H200; with no GH200 count, four per node contradicts nothing; was contradicts)')
EC11=LL+'El Capitan.md'
ECP='lawrence-livermore-nl-el-capitan-phase-2'
add('per-node',EC11,ECP,MA11,4,'not-stated','"The Cray EX255a has four APUs per node"; the page gives only a range "between 32,626 and 52,083 APUs"')
add('nodes-only',EC11,ECP,MA11,8192,'not-stated','"8,157 nodes (let\'s round up to 8192)": an estimate of nodes')
add('planned',EC11,ECP,MA11,32626,'not-stated','"El Capitan is LLNL\'s upcoming ... the machine will have between 32,626 and 52,083 APUs": a range of an estimate')
PM11=LL+'Perlmutter.md'
PMS='lawrence-berkeley-nl-nersc-perlmutter'
add('per-node',PM11,PMS,'NVIDIA A100 SXM4 40 GB',4,'not-stated','"Each Cray EX235n node has: ... 4x NVIDIA A100 GPUs"; the GPU-node counts are in another section')
AP11=LL+'Alps.md'
add('per-node',AP11,AL2,GH11,4,'not-stated','"4x Nvidia Grace | 4x Nvidia H100" per node of 2,688 (relabelled session 23: the page counts Grace CPUs and H100 GPUs, never GH200 superchips, as table-9, nodes-only-15 and table-13 read it: a page counts GH200 only where it writes GH200 or Grace Hopper superchips with the count; was contradicts)')

# ==== batch 12 (session 21, issue 14): blind, weighted to the kinds whose
# held-out `states` were still weak (planned, per-node, nodes-only,
# multi-system) ====
# Claims read blind off (page, system, value) triples no earlier case used, by
# a labeller who ran no checker, matcher or eval-claims before committing them:
# rows of Epoch's gpu_clusters.csv whose system had no case on that file (and a
# few that had, with new values), picked with python and read whole. Traps: a
# planned or later phase's figure against the record's own (Colossus's "double
# in size to 200k", Cortex Phase 3's "~100k H100/H200", Israel-1's full 2,048
# on Phase 1's row, NM1's 16,384 on Phase 1's and D1's rows), a fleet or
# campus total against one cluster (Voltage Park's 24,000 over six data
# centres, TensorWave's 20,000 over two facilities, Sesterce's 500,000 over two
# data centres), "up to" and "over" bounds equal to the record's count, a total
# of two models; another system's count tied to this one (Largest existing
# cluster when first operational, Builds Upon, CG-1's 64 CS-2 on CG-5's row);
# per-node, per-server, per-system counts and node, server and DGX counts
# ("128 bare-metal servers", "68 NVIDIA DGX H100 systems", "P100 16GB - 5704
# Nodes", "192 of the 768 nodes"); and true `states` (exact, node x per-node
# products, a planned count equal to the record's, "400k"). Labels go by the
# row's quotes and notes, as in batch 8 (Epoch's numeric columns are its
# compilation). Held out: every third case of each kind counted within batch
# 12 alone, in file order.
# Relabelled session 22 (lead's decisions, after a run; tune): Fastweb's 31
# and 248 not-stated (was contradicts, states): "31x8=248" is Epoch's own
# working, and the quote counts 31 DGX H100 systems, machines; Denvr's 1,024
# not-stated (was states): "1,024 Hopper architecture-based SXM5 GPUs" counts
# the family, which states no model part (spec §5, issue 14).
B12=len(C)
EP12='systems/epoch/gpu_clusters/gpu_clusters.csv'
H12,A12,GB12,GB312='NVIDIA H100 SXM5 80GB','NVIDIA A100','NVIDIA GB200','NVIDIA GB300 (Blackwell Ultra)'
V12,V2_12='NVIDIA V100','NVIDIA Tesla V100 SXM2'
def b12(kind,sysid,part,value,expect,note,f=EP12): add(kind,f,sysid,part,value,expect,note)
COL='xai-colossus-memphis-phase-1'
# planned, later-phase and fleet figures
b12('planned',COL,H12,50000,'contradicts','"200k (50k H200s)": 50k are H200s; its own row: "With 100k liquid-cooled H100s"')
b12('planned','tesla-cortex-phase-2',H12,100000,'contradicts','Phase 3\'s row (Builds Upon Phase 2): "~100k H100/H200"; phase 2\'s own row: "50,000 H100s plus 20,000 of our hardware"')
# Relabelled session 23 (lead's decision, held out, without its result): the
# Cortex Phase 3 row's "~100k H100/H200" for its 100,000 H100 is states, as
# the suite labels that count of a record of H100 alone everywhere else (the
# same triple in audit4, and batches 3 to 5's "约10万个H100/H200" of Cortex);
# batch 11's two-model totals are of records that have both models. Found by
# a blind second reading of the held-out labels (the reader saw no results).
b12('planned','tesla-cortex-phase-3',H12,100000,'states','its row: "This will be ~100k H100/H200": of a record of H100 alone, the first model\'s, as audit4 and batches 3 to 5 label it (relabelled session 23; was not-stated, by batch 11\'s two-model totals, which are of records of both models)')
b12('planned','nvidia-israel-1-phase-2',H12,2048,'states','its row: "will feature 256 Nvidia HGX H100 systems, combining 2,048 Nvidia H100 80GB GPUs": the record\'s own planned count')
b12('planned','yotta-shakti-cloud-nm1-phase-1',H12,16384,'not-stated','its row: "Yotta\'s first slot of more than 4,000 GPUs ... go live by May 15, 2024" and "Yotta will deploy the first cluster of 16,384 GPUs at NM1": the whole NM1 cluster (phase 2), not this first slot')
b12('planned','yotta-shakti-cloud-nm1-phase-1',H12,4096,'not-stated','"first slot of more than 4,000 GPUs": a bound, no model in the quote')
b12('planned','yotta-shakti-cloud-nm1-phase-2',H12,16384,'states','its row: "Yotta will deploy the first cluster of 16,384 GPUs at NM1", Hardware note H100: the record\'s own planned count')
b12('planned','yotta-shakti-cloud-d1',H12,16384,'not-stated','its row: "the first cluster of 16,384 GPUs at NM1... Next, Yotta will deploy a similar-sized cluster at D1": 16,384 is NM1\'s; D1 is only "similar-sized"')
b12('planned','voltage-park-utah',H12,24000,'not-stated','"With 24,000 H100 GPUs spread across six geographically distinct data centers": the fleet, not this site')
b12('planned','voltage-park-washington',H12,24000,'not-stated','"24,000 H100 GPUs spread across six geographically distinct data centers": the fleet')
b12('planned','voltage-park-location-5',H12,24000,'not-stated','"24,000 H100 GPUs spread across six ... data centers": the fleet; Note "Unclear if the 24k chips are divided equally"')
b12('planned','voltage-park-texas-phase-2',H12,4088,'not-stated','Note "They offer configurations up to 4,088 GPUs": a bound; the quote counts the fleet of six (24,000)')
b12('planned','voltage-park-location-6',H12,4088,'not-stated','"They offer clusters up to size 4,088 GPUs": a bound')
b12('planned','tensorwave-mi300x-cluster-2','AMD Instinct MI300X',20000,'not-stated','"TensorWave aims to have 20,000 MI300X accelerators deployed across two facilities": both facilities, planned')
b12('planned','tensorwave-mi300x-cluster-2','AMD Instinct MI300X',10000,'not-stated','Note "Assuming half in each": Epoch\'s assumption of 20,000 over two facilities')
b12('planned','sesterce-grand-est-france-b',GB12,500000,'not-stated','"600MW of capacity across two data centers in Grand Est with 500,000 GPUs by 2028": two data centres, no model')
b12('planned','sesterce-grand-est-france-b',GB12,1000000,'not-stated','"1.2 GW with more than one million GPUs by 2030": a bound, a later plan')
b12('planned','meta-prometheus-new-albany',GB12,500000,'not-stated','"GB200/GB300: 500,000": two models together; Note "assuming it\'s 60% GB200"')
b12('planned','openai-microsoft-mt-pleasant-wisconsin-phase-2',GB12,1000000,'not-stated','"1.5GW is like a million GPUs"; Note "~1 million GPUs. Type of GPU uncertain": an estimate from power over four buildings')
b12('planned','openai-stargate-abilene-oracle-oci-supercluster-phase-1',GB12,100000,'not-stated','"OCI Supercluster with over 100,000+ GPUs in NVIDIA GB200": a bound')
b12('planned','openai-stargate-abilene-oracle-oci-supercluster-phase-1',GB12,50000,'not-stated','Note "over 100k GPUs, implying it will have over 50k GB200s": a bound, Epoch\'s inference')
b12('planned','eu-ai-gigafactory-2',GB12,100000,'not-stated','"beyond 100,000 advanced AI chips ... NVIDIA\'s H100 GPUs or equivalent": a bound in H100 equivalents')
b12('planned','eu-ai-gigafactory-4',GB12,40000,'not-stated','Note "~40k current frontier chips (Blackwells)": Epoch\'s conversion of a bound')
b12('planned','panaai-aus-aisf','NVIDIA H200 SXM',4088,'not-stated','"It will host up to 4088 NVIDIA H200 Tensor Core GPUs": a bound')
b12('planned','oracle-oci-supercluster-b200s','NVIDIA B200',131072,'not-stated','"OCI Supercluster with up to 131,072 NVIDIA B200": a bound')
b12('planned','coreweave-h200s','NVIDIA H200 SXM',42000,'not-stated','"deployed in clusters with up to 42,000 GPUs": a bound')
b12('planned','google-a3-vms',H12,26000,'not-stated','"we can build A3 supercomputers up to 26,000 GPUs in a single cluster": a bound on what could be built')
b12('planned','together-ai-36k-gb200s',GB12,36000,'states','"36,000 NVIDIA Blackwell GPUs in GB200 NVL72 Cluster starting Q1 2025": the record\'s own planned count')
b12('planned','inflection-ai-cluster',H12,22000,'states','"Inflection AI is building the largest AI cluster in the world comprising 22,000 NVIDIA H100 Tensor Core GPUs"')
b12('planned','middle-east-100k-cluster',GB12,100000,'states','"There\'s a 100k GB200 cluster going up in the Middle East"')
b12('planned','nvidia-helios','NVIDIA GH200',1024,'states','"Helios will include 1,024 Grace Hopper Superchips and is expected to come online by the end of the year"')
b12('planned','mitre-federal-ai-sandbox',H12,256,'states','"an Nvidia DGX SuperPOD ... built from 256 Nv H100 GPUs"')
b12('planned','meta-100k',H12,100000,'not-stated','"a little bigger than 100,000 H100s": a bound')
b12('planned','openai-microsoft-goodyear-arizona',H12,160000,'not-stated','Note "~160k will be available in the future": Epoch\'s inference of a later size')
b12('planned','openai-microsoft-goodyear-arizona',H12,75000,'not-stated','Note "75k were likely available sometime mid 2024": an inference, an earlier phase')
b12('planned','chan-zuckerberg-initiative-gpu-cluster',H12,1024,'not-stated','"planned to comprise 1,000+ GPUs": a bound')
b12('planned','paper-on-falcon-180b',A12,4096,'not-stated','"pretrain these models on up to 4,096 A100s": a bound')
b12('planned','nvidia-saturn-v-phase-1','NVIDIA P100',5280,'not-stated','Phase 2\'s row (Builds Upon Phase 1): "that has 5,280 GPUs"; phase 1\'s own row: "Calculated from Top500", no count')
b12('planned','cscs-piz-daint-phase-1','NVIDIA Tesla P100 PCIe 16GB',5704,'not-stated','Phase 2\'s row (Builds Upon Phase 1): "P100 16GB - 5704 Nodes"; phase 1\'s own row has no count')
b12('planned','condor-galaxy-5-cg-5','Cerebras CS-2',64,'not-stated','its row: "CG-1 links 64 Cerebras CS-2 systems together": CG-1\'s count, quoted for the plan of nine')
b12('planned','condor-galaxy-6-cg-6','Cerebras CS-2',64,'not-stated','"CG-1 links 64 Cerebras CS-2 systems": CG-1\'s, not CG-6\'s')
b12('planned','g42-microsoft-30mw-uae-cluster-b',H12,60000,'not-stated','"three new data centers ... 30, 30, and 100 megawatts each ... (approximately 15,000, 15,000, and 50,000–60,000 respectively)": 60,000 is the 100 MW centre\'s, a range\'s top')
b12('planned','xai-fulton-georgia',H12,12448,'not-stated','"an estimated 12,448 Nvidia GPUs. The vast majority of these are Hopper generation H100 GPUs": all models, an estimate')
# Telangana's phases: phase 2's whole-campus figure against phase 1's own
b12('planned','telangana-yotta-h1-hyderbad-ai-city-cluster-phase-1',H12,25000,'contradicts','Phase 2\'s row (Builds Upon Phase 1): "Once fully built, the AI Supercomputer powered by 25,000 GPUs"; phase 1\'s own row: "The first phase of the Supercomputer consisting of 4,000 high performance GPUs" (H100)')
b12('exact','telangana-yotta-h1-hyderbad-ai-city-cluster-phase-1',H12,4000,'states','its row: "The first phase of the Supercomputer consisting of 4,000 high performance GPUs", Hardware note H100')
# another row's count, the row naming this system (Largest existing cluster when first operational, Builds Upon)
MG='meta-genai-2024a'
b12('multi-system',COL,H12,2048,'contradicts','NVIDIA Israel-1 Phase 2\'s row ("combining 2,048 Nvidia H100 80GB GPUs") names Colossus Phase 1 as the largest existing cluster; Colossus\'s own row: "100k liquid-cooled H100s"')
b12('multi-system',COL,H12,1024,'contradicts','Siam.AI\'s row ("a powerful cluster of 1,024 NVIDIA H100 GPUs") names Colossus Phase 1 as the largest existing one; its own row: "100k ... H100s"')
b12('multi-system',COL,H12,1000,'contradicts','Hut 8\'s row ("powered by 1,000 NVIDIA H100 GPUs") names Colossus Phase 1; its own row: "100k ... H100s"')
b12('multi-system',COL,H12,19725,'contradicts','Aramco\'s Groq row ("19,725 LPUs deployed") names Colossus Phase 1; its own row: "100k ... H100s"')
b12('multi-system',COL,H12,6128,'contradicts','ABCI 3.0\'s row ("6128 of the NVIDIA H200 GPUs") names Colossus Phase 1; its own row: "100k ... H100s"')
b12('multi-system',COL,H12,1456,'contradicts','Jean Zay Phase 4\'s row ("1,456 NVIDIA H100 GPUs") names Colossus Phase 1; its own row: "100k ... H100s"')
b12('multi-system',MG,H12,16384,'contradicts','Yotta NM1 Phase 1\'s row ("the first cluster of 16,384 GPUs at NM1") names Meta GenAI 2024a as the largest existing cluster; Meta\'s own row: "two versions of our 24,576-GPU data center scale cluster" (H100)')
b12('multi-system',MG,H12,2016,'contradicts','SAKURA\'s row ("installation of 2,016 \'NVIDIA H100 Tensor Core GPUs\'") names Meta GenAI 2024a; its own row: "24,576-GPU ... cluster"')
b12('multi-system',MG,H12,512,'contradicts','Taipei-1\'s row ("eight H100 GPUs (for a total of 512)") names Meta GenAI 2024a; its own row: "24,576-GPU ... cluster"')
b12('multi-system',MG,H12,8000,'contradicts','Nebius Finland\'s row ("we also constructed an 8,000-GPU supercluster") names Meta GenAI 2024a; its own row: "24,576-GPU ... cluster"')
b12('multi-system',MG,H12,1024,'contradicts','GreenNode\'s row ("128 bare-metal servers equipped with 1024 NVIDIA H100") names Meta GenAI 2024a; its own row: "24,576-GPU ... cluster"')
b12('multi-system',MG,H12,248,'contradicts','Fastweb\'s row ("31 NVIDIA DGX H100 systems", Note "31x8=248") names Meta GenAI 2024a; its own row: "24,576-GPU ... cluster"')
GP='microsoft-gpt-4-cluster'
b12('multi-system',GP,A12,704,'contradicts','LANTA\'s row ("With 704 A100 GPUs") names the GPT-4 cluster as the largest existing one; its own row: "~25,000 A100s"')
b12('multi-system',GP,A12,11912,'contradicts','LUMI\'s row ("A total of 11912 AMD GPUs") names the GPT-4 cluster; its own row: "~25,000 A100s"')
b12('multi-system',GP,A12,2016,'contradicts','Pegasus\'s row ("2,016 GPUs", A100) names the GPT-4 cluster; its own row: "~25,000 A100s"')
b12('multi-system',GP,A12,400,'contradicts','NCSA Delta\'s row ("100 quad A100 GPU nodes", "100 quad A40 GPU nodes") names the GPT-4 cluster; its own row: "~25,000 A100s"')
b12('multi-system',GP,A12,416,'contradicts','Jean Zay Phase 3\'s row ("an additional 52 nodes ... each with eight Nvidia A100 80GB GPUs") names the GPT-4 cluster as the largest existing one; its own row: "~25,000 A100s"')
b12('multi-system','microsoft-azure-eagle',H12,4096,'contradicts','the Falcon 180B row ("up to 4,096 A100s") names Eagle; its own row: "14,400 NVIDIA H100 GPUs"')
b12('multi-system','oak-ridge-nl-summit',V2_12,448,'contradicts','Continental\'s row ("53 Nvidia DGX server, 448 NVIDIA Tesla V100 GPUs") names Summit as the largest existing cluster; Summit\'s own row: "4,608 compute servers, each containing ... six NVIDIA Tesla V100"')
b12('multi-system','oak-ridge-nl-summit',V2_12,320,'contradicts','RPI AiMOSx\'s row ("40 nodes ... with 8 v100 Nvidia GPUS") names Summit; its own row: 4,608 servers x six V100')
b12('multi-system','oak-ridge-nl-summit',V2_12,1512,'contradicts','RPI AiMOS\'s row ("1,512 Nvidia Volta GPUs") names Summit; its own row: 4,608 servers x six V100')
b12('multi-system','tesla-10k-h100-cluster',H12,1016,'contradicts','Scaleway\'s row ("a DGX SuperPOD with 1,016 H100 GPUs") names the Tesla 10k H100 Cluster as the largest existing one; its own row: "10,000 unit NVIDIA H100 GPU cluster"')
b12('multi-system','tesla-10k-h100-cluster',H12,2000,'contradicts','SoftBank SuperPOD\'s row ("over 2,000 NVIDIA Tensor Core GPUs") names the Tesla 10k cluster; its own row: "10,000 unit NVIDIA H100"')
b12('multi-system','meta-2017-v100-cluster',V2_12,5280,'contradicts','SATURN V Phase 2\'s row ("that has 5,280 GPUs", V100) names Meta\'s 2017 V100 cluster; its own row: "has 22,000 NVIDIA V100 Tensor Core GPUs"')
b12('multi-system','jean-zay-supercomputer-phase-3',V2_12,1832,'not-stated','Phase 4\'s row (Builds Upon Phase 3): "1,832 NVIDIA V100 Tensor Core GPUs remaining from the old configuration": phase 4\'s; phase 3\'s own row counts only A100s')
# per-node, per-server and node counts
b12('per-node','greennode-bangkok-cluster',H12,128,'contradicts','"128 bare-metal servers equipped with 1024 NVIDIA H100": servers')
b12('exact','greennode-bangkok-cluster',H12,1024,'states','"128 bare-metal servers equipped with 1024 NVIDIA H100 Tensor Core GPUs"')
b12('per-node','fastweb-nexxt-ai-factory',H12,31,'not-stated','"31 NVIDIA DGX H100 systems"; Note "31x8=248" (relabelled session 22: "31x8=248" is Epoch\'s own working, a count after "=" in a worked-out sum is none, and the quote counts 31 DGX H100 systems, machines, not GPUs; was contradicts)')
b12('product','fastweb-nexxt-ai-factory',H12,248,'not-stated','"31 NVIDIA DGX H100 systems" and Note "31x8=248" (relabelled session 22: "31x8=248" is Epoch\'s own working, a count after "=" in a worked-out sum is none, and the quote counts 31 DGX H100 systems, machines, not GPUs; was states)')
b12('per-node','osaka-university-squid','NVIDIA A100 SXM4 80 GB',42,'contradicts','"42 Nodes; GPU：NVIDIA A100 8 units"; Note "42x8=336"')
b12('per-node','osaka-university-squid','NVIDIA A100 SXM4 80 GB',8,'contradicts','"NVIDIA A100 8 units" per node; 42 x 8 = 336')
b12('product','osaka-university-squid','NVIDIA A100 SXM4 80 GB',336,'states','"42 Nodes; GPU：NVIDIA A100 8 units"; Note "42x8=336"')
b12('per-node','fzj-jureca','NVIDIA A100 SXM4 40 GB',192,'contradicts','"In total, 192 of the 768 nodes are equipped with four NVIDIA A100": 192 nodes, 768 GPUs')
b12('product','fzj-jureca','NVIDIA A100 SXM4 40 GB',768,'states','"192 of the 768 nodes are equipped with four NVIDIA A100": 192 x 4 = 768 (also the node total)')
b12('per-node','eni-hpc4-phase-2',V12,1375,'contradicts','"1,375 nodes that house two Nvidia “V100 O&G” GPUs": nodes; 2,750 GPUs')
b12('per-node','eni-hpc4-phase-2',A12,125,'contradicts','"125 nodes have two Nvidia A100s": nodes; 250 GPUs')
b12('per-node','eni-hpc4-phase-2',A12,2,'contradicts','"two Nvidia A100s" per node; 125 x 2 = 250')
b12('product','eni-hpc4-phase-2',V12,2750,'states','"1,375 nodes that house two Nvidia “V100 O&G” GPUs"')
b12('product','eni-hpc4-phase-2',A12,250,'states','"125 nodes have two Nvidia A100s"')
b12('per-node','continental-dgx-supercomputer',V12,53,'contradicts','"53 Nvidia  DGX server, 448 NVIDIA Tesla V100 GPUs": servers')
b12('exact','continental-dgx-supercomputer',V12,448,'states','"53 Nvidia  DGX server, 448 NVIDIA Tesla V100 GPUs"')
b12('per-node','rpi-aimosx-npl-cluster',V12,40,'contradicts','"40 nodes, 2x20 Core Xeon processors with 8 v100 Nvidia GPUS and 768 GB of RAM each": nodes; 320 GPUs')
b12('year-unit','rpi-aimosx-npl-cluster',V12,768,'contradicts','"768 GB of RAM each"; 40 x 8 = 320 V100')
b12('product','rpi-aimosx-npl-cluster',V12,320,'states','"40 nodes ... with 8 v100 Nvidia GPUS ... each"')
b12('per-node','nvidia-taipei-1',H12,64,'contradicts','"64 DGX H100 systems – each of which includes eight H100 GPUs (for a total of 512)"')
b12('per-node','nvidia-taipei-1',H12,8,'contradicts','"each of which includes eight H100 GPUs (for a total of 512)"')
b12('exact','nvidia-taipei-1',H12,512,'states','"eight H100 GPUs (for a total of 512)"')
b12('product','nvidia-taipei-1','NVIDIA L40',256,'states','"64 Omniverse-focused OVX systems, each of which includes four L40 GPUs"')
b12('per-node','nvidia-israel-1-phase-2',H12,256,'contradicts','"256 Nvidia HGX H100 systems, combining 2,048 Nvidia H100 80GB GPUs"')
b12('year-unit','nvidia-israel-1-phase-2',H12,2560,'contradicts','"2,560 BlueField-3 DPUs"; 2,048 H100')
b12('per-node','microsoft-azure-eagle',H12,1800,'contradicts','its row: "With 14,400 NVIDIA H100 GPUs (14400/8 = 1800 nodes?)": nodes, Epoch\'s aside')
b12('per-node','openai-microsoft-goodyear-arizona',H12,32000,'not-stated','Note "The Semianalysis lecture estimates that there are 32k H100s (48MW) per building": one building, an estimate')
b12('nodes-only','deepl-mercury',H12,544,'not-stated','"a DGX SuperPOD with 68 NVIDIA DGX H100 systems": no GPU count, no per-system count')
b12('nodes-only','deepl-mercury',H12,68,'not-stated','"68 NVIDIA DGX H100 systems": systems')
b12('nodes-only','naver-dgx-superpod',A12,1120,'not-stated','"its DGX SuperPOD built with 140 DGX A100": no GPU count')
b12('nodes-only','naver-dgx-superpod',A12,140,'not-stated','"140 DGX A100": systems')
b12('nodes-only','vingroup-vinai-research-superpod',A12,160,'not-stated','"the new cluster of 20 DGX A100 systems": no GPU count')
b12('nodes-only','vingroup-vinai-research-superpod',A12,20,'not-stated','"20 DGX A100 systems": systems')
b12('nodes-only','cscs-piz-daint-phase-2','NVIDIA Tesla P100 PCIe 16GB',5704,'not-stated','"NVIDIA® Tesla® P100 16GB - 5704 Nodes": a node count')
b12('per-node','university-of-illinois-ncsa-delta',A12,100,'contradicts','"100 quad A100 GPU nodes consisting of: Four NVIDIA A100 GPUs": nodes; 400 A100 (and five eight-way nodes, 40)')
b12('other-count','university-of-illinois-ncsa-delta',A12,480,'contradicts','"100 quad A100 GPU nodes" (400) and "Five eight-way A100 GPU nodes" (40): no 480')
b12('product','university-of-illinois-ncsa-delta','NVIDIA A40 PCIe',400,'states','"100 quad A40 GPU nodes consisting of: Four NVIDIA A40 GPUs"')
b12('per-node','eurohpc-lumi','AMD Radeon Instinct MI250X',2978,'contradicts','"The GPU partition consists of 2978 nodes ... four AMD MI250X GPUs. A total of 11912 AMD GPUs."')
b12('per-node','eurohpc-lumi','AMD Radeon Instinct MI250X',4,'contradicts','"four AMD MI250X GPUs" per node; "A total of 11912"')
b12('exact','eurohpc-lumi','AMD Radeon Instinct MI250X',11912,'states','"four AMD MI250X GPUs. A total of 11912 AMD GPUs."')
b12('per-node','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',1536,'contradicts','"1536 nodes: 1x AMD EPYC 7763 4x NVIDIA A100 (40GB)": nodes; 6,144')
b12('per-node','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 80 GB',256,'contradicts','"256 nodes: 1x AMD EPYC 7763 4x NVIDIA A100 (80GB)": nodes; 1,024')
b12('product','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',6144,'states','"1536 nodes: ... 4x NVIDIA A100 (40GB)"')
b12('product','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 80 GB',1024,'states','"256 nodes: ... 4x NVIDIA A100 (80GB)"')
b12('bound','softbank-superpod',A12,2048,'not-stated','"an NVIDIA DGX SuperPOD ... with over 2,000 NVIDIA Tensor Core GPUs": a bound; Note "Estimated over 2,000 as 2,048"')
# true `states` for recall
b12('exact','scaleway-nabuchodonosor',H12,1016,'states','"Iliad has purchased an Nvidia DGX SuperPOD with 1,016 H100 GPUs"')
b12('exact','siam-ai-hgx',H12,1024,'states','"currently operates a powerful cluster of 1,024 NVIDIA H100 GPUs"')
b12('exact','hut-8-h100-cluster',H12,1000,'states','"powered by 1,000 NVIDIA H100 GPUs"')
b12('exact','ori-global-cloud-h100-cluster',H12,1024,'states','"The cluster features 1,024 Nvidia H100s"')
b12('exact','denvr-dataworks-h100',H12,1024,'not-stated','"Nvidia HGX H100 servers with 1,024 Hopper architecture-based SXM5 GPUs" (relabelled session 22: the 1,024 are of Hopper, the family; as "Ampere GPUs" supports an "NVIDIA Ampere" part but not "A100", spec §5 and issue 14, a family count states no model part; was states)')
b12('exact','indiana-university-big-red-200',A12,256,'states','"Big Red 200 is accelerated by 256 NVIDIA A100 Tensor Core GPUs"')
b12('exact','nstda-supercomputer-center-thaisc-lanta',A12,704,'states','"With 704 A100 GPUs, the new public high performance computing system"')
b12('exact','sakura-s-h100s-phase-1',H12,2016,'states','"we have completed the installation of 2,016 \'NVIDIA H100 Tensor Core GPUs\'"')
b12('exact','aramco-groq-inference-cluster','GroqChip LPU v1',19725,'states','"19,725 LPUs deployed Dammam, January 2025"')
b12('exact','aist-abci-3-0','NVIDIA H200 SXM',6128,'states','"computing servers equipped with 6128 of the NVIDIA H200 GPUs"')
b12('rounded','project-rainier','Amazon Trainium2',400000,'states','"a cluster with 400k Trainium2 chips for Anthropic"')
b12('exact','jean-zay-supercomputer-phase-4',H12,1456,'states','"Jean Zay will be equipped with 1,456 NVIDIA H100 GPUs, in addition to the 416 NVIDIA A100"')
b12('exact','jean-zay-supercomputer-phase-4','NVIDIA A100 SXM4 80 GB',416,'states','"in addition to the 416 NVIDIA A100 Tensor Core GPUs"')
b12('product','jean-zay-supercomputer-phase-3',A12,416,'states','"an additional 52 nodes ... each with eight Nvidia A100 80GB GPUs"')
b12('exact','tesla-a100-cluster-phase-1','NVIDIA A100 SXM4 80 GB',5760,'states','"for a whopping 5,760 A100s throughout the system"')
# ABCI 1.0's Japanese spec page: nodes per rack and racks
AB12=AI+'s-yama+demo.abci.ai-staging/ja_about_abci_computing_resource.md'
b12('nodes-only','aist-abci-1-0',V2_12,34,'not-stated','"1088台の計算ノードは34台ずつ32基のラックに搭載": 34 nodes a rack',AB12)
b12('nodes-only','aist-abci-1-0',V2_12,32,'not-stated','"34台ずつ32基のラック": 32 racks',AB12)

# ==== batch 13 (session 22, issue 14): blind, weighted to the kinds whose
# held-out `states` were still weak (planned, per-node, multi-system) ====
# Claims read blind off (page, system, value) triples no earlier case used, by
# a labeller who ran no checker, matcher or eval-claims before committing them:
# rows of Epoch's gpu_clusters.csv picked with python (planned rows no case
# used; rows whose Superseded by or Possible Duplicate Of cell names another
# record, that record claimed with this row's count; rows giving node and
# per-node counts, claimed with the per-node count) and read whole, and prose
# pages that name several machines (Azure supercomputers.md; the
# SupercomputersForStarters and ENCCS course pages, whose per-node counts have
# no node total). Traps: an earlier or later phase's figure against the
# record's own (Pre-Eos 128 nodes, Israel-1's first phase of 128 HGX systems,
# El Capitan's phase 2, Sesterce's phases, Jean Zay phase 2's V100 in phase 3's
# claim), a campus, fleet or several-site figure (Saturn V's four SuperPODs in
# four locations), a planned count with no model ("unclear what type of
# GPUs"), equivalents and Epoch's conversions and estimates, another row's
# count whose row names this system only in Superseded by or Possible
# Duplicate Of, per-node counts (with the node total in the same sentence:
# contradicts; with none on the page: not-stated); and true `states` (planned
# counts of the record's own machine, a note's product of servers and GPUs
# per server, paper rows). Labels go by the row's quotes and notes, as in
# batches 8 to 12. Held out: every third case of each kind counted within
# batch 13 alone, in file order. Relabelled after the first run (a tune
# case): Andromeda Phase 2's 3,632, a sum of two listed counts the page never
# writes, is contradicted by the suite's convention (batch 4's 1044 + 1404),
# not not-stated as first labelled; no held-out case of the batch is a sum.
B13=len(C)
EP13='systems/epoch/gpu_clusters/gpu_clusters.csv'
H13,A13,GB13,MI13,MA13='NVIDIA H100 SXM5 80GB','NVIDIA A100','NVIDIA GB200','AMD Radeon Instinct MI250X','AMD Instinct MI300A'
T4,T5='Google TPU v4','Google TPU v5p'
def b13(kind,sysid,part,value,expect,note,f=EP13): add(kind,f,sysid,part,value,expect,note)
# planned, earlier and later phases, campuses and estimates
b13('planned','s-korea-6th-national-supercomputer',H13,8800,'not-stated','its row: "A total of 8,800 GPUs will be used for No. 6"; Certainty Note "Uncertain what type of GPUs will be used": the Hardware note\'s H100 is Epoch\'s guess, so no H100 count (relabelled session 25; was states: as batch 14\'s poolside-10k-cluster and the README\'s rule for a row that does not know its model)')
b13('planned','s-korea-6th-national-supercomputer',H13,8000,'not-stated','"A total of 8,800 GPUs will be used for No. 6" of GPUs of no known type (Certainty Note): no H100 count to differ (relabelled session 25; was contradicts, as planned-100)')
b13('planned','petrobras-pegasus-pegaso',A13,2016,'states','its row: "With 21 petaflops of power, 678TB of RAM memory, 2,016 GPUs ... Pegasus will be the most powerful supercomputer in Latin America", Hardware note A100')
b13('planned','sesterce-valence',GB13,40000,'not-stated','"will house 40,000 GPUs", Note "Unclear what type of GPUs they\'ll use, but I\'m assuming it\'ll be Blackwell": no model')
b13('planned','sesterce-southern-france-250mw',GB13,200000,'not-stated','"a 250MW supercomputer with 200,000 GPUs", Note "Unclear what type of GPUs it will use": no model')
b13('planned','sesterce-southern-france-250mw',GB13,120000,'not-stated','Note: "I will assume that the MW figure ... is accurate, and extrapolate chip counts from there": Epoch\'s extrapolation, no figure on the page')
b13('planned','neevcloud-planned-gpus',H13,40000,'not-stated','"a plan to incorporate 40,000 GPUs by 2026": no model, and Note "Seems likely that this will be several clusters"')
b13('planned','indiaai-mission-supercomputer',H13,10000,'not-stated','"10,000 or more Graphics Processing Units": a bound, no model')
b13('planned','indiaai-mission-supercomputer',H13,25000,'not-stated','"a proposal to set up 25,000 GPUs in the country": a proposal for the country, no model')
b13('planned','telangana-yotta-hyderbad-ai-city-cluster-phase-2',H13,25000,'not-stated','"Once fully built, the AI Supercomputer powered by 25,000 GPUs", Note "Unclear exactly which chips they plan to use": no model')
b13('planned','fpt-ai-factory-vietnam',H13,1000,'not-stated','Note "They were supposed to receive their first shipment of 1k H100s": a shipment; the factory has "thousands of NVIDIA GPU H100"')
b13('planned','fpt-ai-factory-vietnam',H13,3000,'not-stated','Note "Estimating "thousands" as 3k here": Epoch\'s estimate of "thousands"')
b13('planned','fpt-ai-factory-vietnam',H13,6000,'not-stated','Note "assuming an H100 price of ~30k, this means there would be a max of 6k H100s": an inference, a bound')
b13('planned','microsoft-sweden-staffanstorp',H13,20000,'not-stated','"more than 20,000 graphic processing units (GPUs) at its data centers in Sandviken, Gävle, and Staffanstorp": three sites, a bound, no model')
b13('planned','microsoft-sweden-staffanstorp',H13,6666,'not-stated','Note "assuming it was using (20k/3) GPUs": Epoch\'s division')
b13('planned','eu-ai-gigafactory-1',GB13,40000,'not-stated','Note "at least 100k Hopper-equivalent AI chips, which would be ~40k current frontier chips (Blackwells)": a conversion of a bound')
b13('planned','tesla-dojo-1-planned-phase-2',H13,8000,'not-stated','"Dojo 1 will have roughly 8k H100-equivalent of training online": equivalents, not H100s')
b13('planned','g42-microsoft-100mw-uae-cluster',H13,55000,'not-stated','Note "Estimating "50,000–60,000" as 55k": Epoch\'s estimate of a range of H100 equivalents')
b13('planned','g42-microsoft-30mw-uae-cluster-a',H13,15000,'not-stated','"the equivalent of nearly 100,000 H100 chips (approximately 15,000, 15,000, and 50,000–60,000 respectively)": equivalents, and two 30 MW centres alike')
b13('planned','kddi-sharp-sakai',GB13,1000,'not-stated','"an estimated quantity of 1,000 units of GB200 NVL72", Note "Unclear whether "1,000 units" means 1k GPUs, 1k chips, or 1k racks": units of unknown size, an estimate')
b13('planned','kddi-sharp-sakai',GB13,2000,'not-stated','Epoch\'s reading of "1,000 units of GB200 NVL72"; the row gives no 2,000')
b13('planned','sesterce-h100s-phase-1',H13,4000,'not-stated','Note "This is likely the early phases of the Paris 4k H100 cluster, but it\'s unclear": the whole, hedged; this phase has no count of its own')
b13('planned','sesterce-h100s-phase-2',H13,4096,'not-stated','its row: "From a private correspondence": no count; phase 1\'s row (Superseded by phase 2) speaks of "the Paris 4k H100 cluster"')
b13('planned','sesterce-synapse-phase-2','NVIDIA H200 SXM',2048,'not-stated','Phase 1\'s row (Superseded by Phase 2): "2048 x H200 SXM IB 3.2 available in early-september"; phase 2\'s own row: "Private Correspondence"')
b13('planned','nvidia-eos-phase-1',H13,1024,'not-stated','"Pre-Eos 128 Node DGX SuperPOD" (no GPU count) and "In its full configuration, Eos will span ... 4,608 H100 GPUs": the full system; Note "Pre system = (128/576)x4608 = 1024" is Epoch\'s arithmetic')
b13('planned','nvidia-eos-phase-2',H13,1024,'contradicts','Phase 1\'s row (Superseded by Phase 2): Note "(128/576)x4608 = 1024"; phase 2\'s own row: "576 DGX H100 systems with 4,608 DGX H100 GPUs"')
b13('planned','nvidia-israel-1-phase-1',H13,1024,'not-stated','"The first phase includes Dell PowerEdge XE9680 servers based on 128 Nvidia HGX H100 systems": systems, no GPU count; the 2,048 are the full system\'s')
b13('planned','lawrence-livermore-nl-el-capitan-phase-1',MA13,44544,'not-stated','Phase 2\'s row: "the system has 11,136 nodes packed with 44,544 of AMD\'s MI300A APUs"; phase 1\'s own row: "Calculated from Top500", no count')
b13('planned','nvidia-saturn-v-phase-3',A13,1120,'not-stated','"four DGX SuperPODS - or 1,120 A100s" and "Saturn-V is not really one system. It sits in four different locations"; Note "This is actually four clusters": four sites\' sum, not one cluster')
b13('planned','aws-ec2-trn1','Amazon Trainium1',30000,'not-stated','"scale the training ... with up to 30,000 Trainium accelerators": a bound')
# another row's count; the row names this system only in Superseded by or Possible Duplicate Of
b13('multi-system','nvidia-coreweave-eos-dfw-phase-1',H13,11616,'contradicts','the MLPerf v4.0 row (Possible Duplicate Of Eos-DFW Phase 1): "submission scale to 11,616 H100 GPUs"; Eos-DFW\'s own row: "powered by a whopping 10,752 NVIDIA H100"')
b13('multi-system','nvidia-coreweave-eos-dfw-phase-1',H13,5000,'contradicts','Inflection-2\'s row (Possible Duplicate Of Eos-DFW Phase 1): "trained on 5,000 NVIDIA H100 GPUs"; Eos-DFW\'s own row: 10,752 H100')
b13('multi-system','microsoft-azure-eagle',H13,10752,'contradicts','the Azure MLPerf 3.1 row (Possible Duplicate Of Eagle): "1,344 ND H100 v5 virtual machines (VMs), which represent 10,752 NVIDIA H100"; Eagle\'s own row: "With 14,400 NVIDIA H100 GPUs"')
b13('multi-system','meta-genai-2024a',H13,6144,'contradicts','Movie Gen\'s row (Possible Duplicate Of Meta GenAI 2024a): "up to 6,144 H100 GPUs"; Meta\'s own row: "our 24,576-GPU data center scale cluster"')
b13('multi-system','google-oklahoma-tpu-v4-pods',T4,55000,'contradicts','Gemini Ultra\'s row (Possible Duplicate Of the Oklahoma pods): "across multiple data centers totaling 55,000 TPU v4s"; the pods\' own row: eight pods of 4,096 (32,768)')
b13('multi-system','google-oklahoma-tpu-v4-pods',T4,8192,'contradicts','AFM-server\'s row (Possible Duplicate Of the Oklahoma pods): "8192 TPUv4 chips"; the pods\' own row: eight pods of 4,096 (32,768)')
b13('multi-system','inflection-2-training-cluster',H13,3584,'contradicts','the MLPerf v3.0 row (Superseded by Inflection-2): "NVIDIA used 3,584 Hopper GPUs"; Inflection-2\'s own row: "trained on 5,000 NVIDIA H100 GPUs"')
b13('multi-system','google-hypercomputer-tpu-v5p-pod',T5,6144,'contradicts','Gemma 2 27B\'s row (Possible Duplicate Of the v5p pod): "TPUv5p, totaling 6144 chips"; the pod\'s own row: "Each TPU v5p pod composes together 8,960 chips"')
b13('multi-system','google-hypercomputer-tpu-v5p-pod',T5,2048,'contradicts','AFM-on-device\'s row (Possible Duplicate Of the v5p pod): "one slice of 2048 TPUv5p chips"; the pod\'s own row: 8,960 chips a pod')
b13('multi-system','nfdg-andromeda-phase-2',H13,2512,'contradicts','Phase 1\'s row (Superseded by Phase 2): "2,512 H100s on 314 nodes"; phase 2\'s own row: "3,200 H100s on 400 nodes" and "432 H100s on 54 nodes"')
b13('multi-system','meta-research-supercluster-rsc-1-phase-2',A13,3072,'contradicts','Chameleon\'s row (Possible Duplicate Of RSC-1 Phase 2): Note "3072 Concurrent GPUs"; RSC-1 Phase 2\'s own row: "totaling a staggering 16,000 A100 GPUs"')
b13('multi-system','meta-research-supercluster-rsc-1-phase-1',A13,2048,'contradicts','LLaMA\'s row (Possible Duplicate Of RSC-1 Phase 1): "we used 2048 A100-80GB"; RSC-1 Phase 1\'s own row: "760 Nvidia DGX A100 nodes, totaling 6,080 Nvidia A100 GPUs"')
b13('multi-system','meta-research-supercluster-rsc-1-phase-1',A13,992,'contradicts','OPT\'s row (Possible Duplicate Of RSC-1 Phase 1): "training OPT-175B on 992 80GB A100 GPUs"; its own row: 6,080 A100')
b13('multi-system','amazon-titan-training-cluster',A13,4096,'contradicts','Falcon 180B\'s row (Possible Duplicate Of the Titan cluster): "up to 4,096 A100s on cloud AWS infrastructure"; the Titan row: "across 13,760 NVIDIA A100 chips"')
b13('multi-system','nvidia-selene-phase-2',A13,1024,'contradicts','Nemotron-3 8B\'s row (Possible Duplicate Of Selene Phase 2): "1,024 A100s were used for 19 days"; Selene Phase 2\'s own row: "Configuration: 4480 NVIDIA A100"')
b13('multi-system','naver-dgx-superpod',A13,1024,'not-stated','HyperCLOVA\'s row (Possible Duplicate Of NAVER\'s SuperPOD): "128 strongly clustered DGX servers with 1,024 A100 GPUs"; NAVER\'s own row: "built with 140 DGX A100", no GPU count')
b13('multi-system','aist-abci-2-0','NVIDIA A100 SXM4 40 GB',480,'contradicts','PLaMo-13B\'s row (Possible Duplicate Of ABCI 2.0): "A100 40GB x480"; ABCI 2.0\'s own row: "in total 960 NVIDIA A100 GPU accelerators"')
b13('multi-system','aist-abci-3-0',A13,960,'not-stated','ABCI 2.0\'s row (Superseded by ABCI 3.0): "960 NVIDIA A100"; ABCI 3.0\'s own row counts only H200s')
b13('multi-system','paper-on-palm',T4,2048,'contradicts','CoCa\'s row (Possible Duplicate Of PaLM): "2,048 CloudTPUv4 chips"; PaLM\'s own row: "We trained PaLM on 6144 TPU v4 chips"')
b13('multi-system','yandex-chervonenkis','NVIDIA A100 SXM4 80 GB',800,'contradicts','YaLM\'s row (Possible Duplicate Of Chervonenkis): "a pool of 800 A100 graphics cards"; Chervonenkis\'s own row: "GPU 1,592 NVIDIA A100 80G"')
b13('multi-system','microsoft-azure-voyager-eus2',A13,512,'not-stated','Florence\'s row (Possible Duplicate Of Voyager-EUS2): "512 NVIDIA-A100 GPUs"; Voyager\'s own row: "Calculated from Top500", no count')
b13('multi-system','google-tpu-v4-pod',T4,1024,'contradicts','GLaM\'s row (Possible Duplicate Of the TPU v4 pod) counts 1,024 chips; the pod\'s own row: "4,096 of these TPU v4 chips are networked together to create a TPU v4 Pod"')
b13('multi-system','google-mlperf-0-7-submission','Google TPU v3',4096,'not-stated','Gopher\'s row (Possible Duplicate Of MLPerf 0.7): Note "4096 TPUV3 chips reported in table A27"; the MLPerf row: "From MLPerf 0.7", no count')
b13('multi-system','jean-zay-supercomputer-phase-3','NVIDIA Tesla V100 SXM2',2696,'not-stated','Phase 2\'s row (Superseded by Phase 3): 261 four-GPU, 31 eight-GPU and 351 four-GPU V100 nodes (2,696); phase 3\'s own row counts only its A100s')
b13('multi-system','microsoft-gpt-4-cluster',H13,14400,'not-stated','"Nov 2023: 14,400 H100 GPUs, #3 supercomputer": Eagle\'s (the November system, "5x Eagles"); nothing counts the GPT-4 system','limelead-quartz-systems/Azure supercomputers.md')
b13('multi-system','microsoft-gpt-4-cluster','NVIDIA V100',10000,'not-stated','"May 2020: 10,000 V100 GPUs": the GPT-3 system ("In 2020, we built our first AI supercomputer for OpenAI"); nothing counts the GPT-4 system','limelead-quartz-systems/Azure supercomputers.md')
b13('multi-system','azure-openai-gpt-3-cluster',H13,14400,'not-stated','"Nov 2023: 14,400 H100 GPUs": Eagle\'s; the GPT-3 system is "May 2020: 10,000 V100 GPUs"','limelead-quartz-systems/Azure supercomputers.md')
# per-node and per-server counts
b13('per-node','igenius-colosseum',GB13,80,'contradicts','"using 80 GB200 NVL72 servers", Note "80 servers x 72 GPUs/server = 5760 GPUs": servers')
b13('per-node','igenius-colosseum',GB13,72,'contradicts','Note "72 GPUs/server"; 80 x 72 = 5,760')
b13('per-node','kaust-shaheen-iii','NVIDIA GH200',4,'contradicts','"704 nodes, each with quadruple Nvidia "Grace Hopper" Superchips ... These 2,816 Superchips"')
b13('per-node','nvidia-cambridge-1',A13,8,'contradicts','"80 DGX A100 systems ... Each DGX A100 has 8 A100 GPUs": 640')
b13('per-node','paper-on-starcoder',A13,8,'contradicts','"512 A100 80 GB GPUs distributed across 64 nodes": 512')
b13('per-node','paper-on-bloom',A13,8,'contradicts','"48 nodes, each having 8 NVIDIA A100 80GB GPUs (a total of 384 GPUs)"')
b13('per-node','university-of-edinburgh-dirac-tursa',A13,4,'contradicts','"114 GPU nodes: 4x Nvidia RedStone A100-40 per node": 456')
b13('per-node','paper-on-megatron-turing','NVIDIA A100 SXM4 80 GB',8,'contradicts','"560 DGX A100 nodes. Each cluster node has 8 NVIDIA 80-GB A100 GPUs": 4,480')
b13('per-node','nec-corp-japan-supercomputer','NVIDIA A100 SXM4 80 GB',8,'contradicts','"116 GPU servers, each equipped with 8 NVIDIA A100 80 GB Tensor Core GPUs per node": 928')
b13('per-node','recursion-biohive-1',A13,8,'not-stated','"BioHive-1 consists of 40 NVIDIA DGX A100 640GB nodes": DGX nodes, no GPU count')
b13('per-node','argonne-nl-sophia-formerly-theta',A13,8,'contradicts','"adds 24 NVIDIA DGX A100 nodes ... Each DGX A100 node comprises eight NVIDIA A100": 192')
b13('per-node','high-performance-computing-center-stuttgart-hawk',A13,8,'contradicts','"24 HPE Apollo 6500 Gen10 Plus systems with 192 NVIDIA A100 GPUs": 192')
b13('per-node','surf-snellius-phase-1',A13,4,'contradicts','"The 72 Phase 1 GPU nodes each contain an NVIDIA HGX A100 baseboard with 4 GPUs": 288')
b13('per-node','tacc-lonestar6','NVIDIA A100 PCIe',3,'contradicts','"84 A100 GPU nodes ... with the addition of 3 NVIDIA A100 GPUs": 252')
b13('per-node','eurohpc-vega','NVIDIA A100 PCIe',4,'contradicts','its row: "60 GPU nodes (overall 240 GPUs NVidia A100)": 240')
b13('per-node','jean-zay-supercomputer-phase-1','NVIDIA Tesla V100 SXM2 32 GB',4,'contradicts','"261 GPU nodes, each with four Nvidia Tesla V100 (32GB) GPUs, 1,044 in all"')
b13('per-node','gcore-data-center-phase-1',H13,8,'contradicts','"320 Nvidia H100 GPUs stacked onto 40 servers": 320')
b13('per-node','agh-cyfronet-athena','NVIDIA A100 SXM4 40 GB',8,'contradicts','"48 servers ... as well as 384 NVIDIA A100 GPGPU cards": 384')
b13('per-node','university-of-florida-hipergator-3-0-superpod',A13,8,'contradicts','"140 NVIDIA DGX A100 systems powered by a combined 1,120 NVIDIA A100": 1,120')
b13('per-node','novo-nordisk-gefion',H13,8,'contradicts','"191 DGX H100 systems with a total of 1,528 Nvidia H100": 1,528')
b13('per-node','genci-adastra',MI13,4,'contradicts','"a total of 1352 AMD MI250X on its 338 accelerated nodes": 1,352')
b13('per-node','mare-nostrum-5',H13,4,'not-stated','"1120 nodes with 4 Hopper GPUs each": Hopper is the family; a family count weighs no model part')
b13('per-node','eurohpc-vega','NVIDIA A100 PCIe',4,'not-stated','"there are 4 GPUs available per node in Vega": per node; the page gives no node total',AI+'ENCCS+upscalingAIworkflows/setup/index.html')
b13('per-node','eurohpc-lumi',MI13,4,'not-stated','"Nodes with 1 64-core AMD CPU and 4 AMD MI250X GPUs": per node; no LUMI-G node total on the page',AI+'klust+SupercomputersForStarters/C05_Summary1/C05_S07_Building_up_the_supercomputer/index.html')
b13('per-node','eurohpc-lumi',MI13,2,'not-stated','"A LUMI-G compute blade contains two nodes": nodes per blade',AI+'klust+SupercomputersForStarters/C05_Summary1/C05_S07_Building_up_the_supercomputer/index.html')
b13('per-node','oak-ridge-nl-frontier',MI13,4,'not-stated','"The nodes in these systems consist of 4 MI250X GPUs" (Frontier and LUMI): per node, no node total',AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S02_Offloading/index.html')
b13('per-node','lawrence-livermore-nl-el-capitan-phase-2',MA13,4,'not-stated','"Here we see four MI300A packages" in El Capitan\'s node: per node, no node total',AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S05_Status_GPU_computing/index.html')
b13('per-node','eurohpc-lumi',MI13,4,'not-stated','"A simplified diagram of the LUMI and Frontier GPU nodes ... In an MI250X, the 4 GPU packages": per node, no total',AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S05_Status_GPU_computing/index.html')
# other counts of the record's own row
b13('other-count','inflection-2-training-cluster',H13,3500,'contradicts','Note "Inflection lent 3,500 H100 GPUs to Corweave ... for the June MLPerf submission": a part lent out; its quote: "trained on 5,000 NVIDIA H100 GPUs"')
b13('other-count','nfdg-andromeda-phase-2',H13,3632,'contradicts','"3,200 H100s on 400 nodes" and "432 H100s on 54 nodes": 3,632 is their sum, written nowhere, so contradicted as batch 4\'s "1044 + 1404" (relabelled after the first run: first labelled not-stated, against that convention)')
# true `states`
b13('product','igenius-colosseum',GB13,5760,'states','"80 GB200 NVL72 servers", Note "80 servers x 72 GPUs/server = 5760 GPUs"')
b13('exact','inflection-2-training-cluster',H13,5000,'states','"Inflection-2 was trained on 5,000 NVIDIA H100 GPUs"')
b13('exact','aist-abci-1-0','NVIDIA Tesla V100 SXM2',4352,'states','"The original ABCI system 4352 Nvidia V100 GPUs"')
b13('exact','paper-on-palm',T4,6144,'states','"We trained PaLM on 6144 TPU v4 chips using Pathways"')
b13('exact','paper-on-alphazero','Google TPU v1',5000,'states','"using 5,000 first-generation TPUs (15) to generate self-play games"')
b13('exact','paper-on-gopher','Google TPU v3',4096,'states','Note "4096 TPUV3 chips reported in table A27"')
b13('exact','nsc-berzelius-phase-2',A13,752,'states','Hardware note "752 A100s (480 40GB, 272 80GB)"')
b13('exact','paper-on-mamba-2-hybrid',H13,1024,'states','"When training on NVIDIA H100 GPUs ... data-parallel size of 256 (1024 total GPUs)"')
b13('exact','paper-on-coca',T4,2048,'states','"Pretraining CoCa takes about 5 days on 2,048 CloudTPUv4 chips"')
b13('exact','nemotron-3-8b-training-cluster',A13,1024,'states','"1,024 A100s were used for 19 days to train the model"')
b13('exact','paper-on-yalm',A13,800,'states','"on a pool of 800 A100 graphics cards"')
b13('exact','paper-on-florence','NVIDIA A100 SXM4 40 GB',512,'states','"The model takes 10 days to train on 512 NVIDIA-A100 GPUs with 40GB memory per GPU"')
b13('exact','paper-on-afm-on-device',T5,2048,'states','"AFM-on-device was trained on one slice of 2048 TPUv5p chips"')
b13('exact','paper-on-chameleon',A13,3072,'states','Note "lists 3072 Concurrent GPUs for the 34B model" (no model in the note: the row\'s, A100; its quote "NVIDIA A100 80GB GPUs power both environments")')

# ==== batch 15 (session 23, issue 14): blind, per-node and nodes-only ====
# Claims read blind off (page, system, value) triples no earlier case used
# (checked with python over claims.yaml), by a labeller who ran no checker,
# matcher, claims suite or eval-claims before committing them: Epoch rows that
# give nodes and GPUs per node (read whole, every non-empty cell), the ALCF
# Polaris, Sophia and GettingStarted pages, the OLCF Crusher and Frontier
# guides, the LUMI-G and CSC pages, limelead's Frontier page, the CYENS
# Prometheus hardware page and a SupercomputersForStarters chapter naming
# Hawk. Traps: a per-node (or per-cabinet) count on a page whose passage also
# gives the node total (contradicts) or where the node count belongs to
# another machine (not-stated), node, chassis, rack, reserve, router and
# storage-node counts, a partition's product against the whole system's
# count, a sum across memory sizes, a family's count ("Hopper", "Volta",
# "GPU Max Series") against a model part, a guessed node count, another
# Prometheus, a CPU-only machine sharing a record's name, and GH200
# superchips counted per node. Labels go by the row's quotes and notes, as in
# batches 8 to 13: a per-node count with the node total in the same passage
# contradicts; a node count contradicts where the passage counts the model,
# and is not-stated where it counts no model of the part. Held out: every
# third case of each kind counted within batch 15 alone, in file order.
# Relabelled after the first run (a tune case, a labeller's slip):
# per-node-122, Fastweb's 8 a system, is not-stated (was contradicts): the
# only GPU count of its row is the Note's "31x8=248", Epoch's own arithmetic,
# not-stated since session 22 (product-38 of batch 12). The held-out cases of
# the batch were reread for the same slip without their results: none rests on
# a note's arithmetic alone.
B15=len(C)
EP15='systems/epoch/gpu_clusters/gpu_clusters.csv'
H15,A15,MI15='NVIDIA H100 SXM5 80GB','NVIDIA A100','AMD Radeon Instinct MI250X'
V15='NVIDIA Tesla V100 SXM2'
def b15(kind,sysid,part,value,expect,note,f=EP15): add(kind,f,sysid,part,value,expect,note)
# Epoch rows: systems of 8-GPU servers, the node total in the same quote
b15('per-node','nvidia-eos-phase-2',H15,8,'contradicts','its row: "a total of 576 DGX H100 systems with 4,608 DGX H100 GPUs": 8 a system is written nowhere; 4,608')
b15('per-node','nvidia-israel-1-phase-2',H15,8,'contradicts','its row: "256 Nvidia HGX H100 systems, combining 2,048 Nvidia H100 80GB GPUs": 2,048')
b15('per-node','horizon-compute-baobab-phase-2',H15,8,'contradicts','its row: "256 HGX H100 nodes (2048 GPUs)": 2,048')
b15('per-node','leptonai-h100-cluster',H15,8,'contradicts','its row: "a 128 nodes (1024 GPU) cluster": 1,024')
b15('per-node','fastweb-nexxt-ai-factory',H15,8,'not-stated','its row: "31 NVIDIA DGX H100 systems", Note "31x8=248": Epoch\'s own arithmetic (as product-38 of batch 12, relabelled session 22), no count of the row\'s (relabelled after the first run: first labelled contradicts)')
b15('per-node','meta-research-supercluster-rsc-1-phase-2',A15,8,'contradicts','its row: "2,000 DGX A100 systems, totaling a staggering 16,000 A100 GPUs": 16,000')
b15('per-node','meta-research-supercluster-rsc-1-phase-1',A15,8,'contradicts','its row: "760 Nvidia DGX A100 nodes, totaling 6,080 Nvidia A100 GPUs": 6,080')
b15('per-node','sesterce-nordics',H15,8,'contradicts','its row: "8192 H100s available ... Sesterce 1024 Servers Cluster": 8 a server is written nowhere; 8,192')
b15('per-node','jcahpc-miyabi','NVIDIA GH200',1,'contradicts','its row: "1,120 nodes, one NVIDIA GH200 Grace Hopper Superchip per node": one a node; 1,120')
b15('per-node','nfdg-andromeda-phase-1',H15,8,'contradicts','its row: "2,512 H100s on 314 nodes": 2,512')
b15('per-node','nfdg-andromeda-phase-2',H15,8,'contradicts','its row: "3,200 H100s on 400 nodes" and "432 H100s on 54 nodes": 3,200 and 432')
b15('nodes-only','nfdg-andromeda-phase-2',H15,54,'contradicts','its row: "432 H100s on 54 nodes": 54 are nodes; 3,200 and 432 H100')
b15('exact','nfdg-andromeda-phase-2',H15,432,'states','its row: "432 H100s on 54 nodes interlinked with 3.2Tbps infiniband": stated as written (as exact-38 of batch 8 for the 3,200)')
# Epoch rows: a node total and a per-node count, or groups of nodes
b15('per-node','fzj-jureca','NVIDIA A100 SXM4 40 GB',4,'contradicts','its row: "192 of the 768 nodes are equipped with four NVIDIA A100 graphics processing units": 192 x 4 = 768 in the same sentence')
b15('nodes-only','eurohpc-meluxina',A15,200,'contradicts','its row: "200 GPU nodes ... each featuring 2 AMD Rome CPUs ... and 4 NVIDIA A100-40 GPUs": 800 A100')
b15('nodes-only','eurohpc-karolina',A15,72,'contradicts','its row: "an accelerated part with 72 servers, and each of them is equipped with 8 GPU accelerators" (Hardware note A100): 576')
b15('nodes-only','eurohpc-vega','NVIDIA A100 PCIe',60,'contradicts','its row: "60 GPU nodes (overall 240 GPUs NVidia A100)": 240')
b15('nodes-only','jean-zay-supercomputer-phase-1','NVIDIA Tesla V100 SXM2 32 GB',261,'contradicts','its row: "261 GPU nodes, each with four Nvidia Tesla V100 (32GB) GPUs, 1,044 in all"')
b15('nodes-only','jean-zay-supercomputer-phase-3',A15,52,'contradicts','its row: "an additional 52 nodes ... each with eight Nvidia A100 80GB GPUs": 416')
b15('per-node','jean-zay-supercomputer-phase-3',A15,8,'contradicts','its row: "52 nodes ... each with eight Nvidia A100 80GB GPUs": 416 (and three nodes of eight A100 40GB PCIe)')
b15('nodes-only','jean-zay-supercomputer-phase-3',A15,3,'contradicts','its row: "three Apollo 6500 Gen10 nodes, each with eight Nvidia A100 40GB PCIe GPUs": nodes; 416 A100 of the 52 nodes')
b15('nodes-only','jean-zay-supercomputer-phase-2',V15,261,'contradicts','its row: "261 four-GPU accelerated compute nodes": nodes; 2,696 V100 over three partitions')
b15('nodes-only','jean-zay-supercomputer-phase-2',V15,31,'contradicts','its row: "31 eight-GPU accelerated compute nodes": nodes; 2,696 V100')
b15('nodes-only','jean-zay-supercomputer-phase-2',V15,351,'contradicts','its row: "Extension in the summer of 2020, 351 four-GPU accelerated compute nodes": nodes; 2,696 V100')
b15('nodes-only','jean-zay-supercomputer-phase-2',V15,20,'contradicts','its row: "20 nodes with 384 GB of memory and 11 nodes with 768 GB": nodes of the eight-GPU partition; 2,696 V100')
b15('product','jean-zay-supercomputer-phase-2',V15,1044,'contradicts','its row: 261 four-GPU nodes make 1,044, one partition of three; phase 2 counts 2,696 (a group, not the machine, as bound-5 of batch 1)')
b15('product','jean-zay-supercomputer-phase-2',V15,1404,'contradicts','its row: "351 four-GPU accelerated compute nodes" (16 GB) make 1,404, one partition; 2,696 in all')
b15('product','jean-zay-supercomputer-phase-2',V15,248,'contradicts','its row: "31 eight-GPU accelerated compute nodes" make 248, one partition; 2,696 in all')
b15('nodes-only','paper-on-bloom',A15,4,'contradicts','its row: "we also maintained a reserve of 4 spare nodes": nodes; "a total of 384 GPUs"')
b15('per-node','rpi-aimosx-npl-cluster','NVIDIA V100',8,'contradicts','its row: "40 nodes, 2x20 Core Xeon processors with 8 v100 Nvidia GPUS and 768 GB of RAM each": 320')
b15('nodes-only','rpi-aimos','NVIDIA V100',252,'not-stated','its row: "252 compute nodes with a total of 504 IBM Power9 processors and 1,512 Nvidia Volta GPUs": Volta is the family; no V100 count (as audit3-multi-system-7)')
b15('per-node','rpi-aimos','NVIDIA V100',8,'not-stated','"40 nodes ... with 8 v100 Nvidia GPUS" is the row of RPI AiMOSx (Possible Duplicate Of RPI AiMOS); AiMOS\'s own row counts only "Volta GPUs"')
b15('nodes-only','mare-nostrum-5',H15,1120,'not-stated','its row: "1120 nodes with 4 Hopper GPUs each": nodes, and Hopper is the family (as per-node-111 of batch 13)')
b15('per-node','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',4,'contradicts','its row: "1536 nodes: 1x AMD EPYC 7763 4x NVIDIA A100 (40GB)": 6,144')
b15('product','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',7168,'contradicts','its row: 1536 x 4 A100 (40GB) = 6,144 and 256 x 4 A100 (80GB) = 1,024; 7,168 adds the 80 GB ones, written nowhere')
b15('per-node','nvidia-taipei-1','NVIDIA L40',4,'contradicts','its row: "64 Omniverse-focused OVX systems, each of which includes four L40 GPUs": 256 L40')
b15('per-node','oak-ridge-nl-frontier',MI15,128,'contradicts','its row: "74 Olympus rack HPE cabinets, each with 128 AMD compute nodes": per cabinet; Note "(9408 nodes)x(4 GPUs/node) = 37,632 GPUs"')
b15('per-node','kaust-shaheen-iii','NVIDIA GH200',7,'contradicts','its row: "Across these seven accelerated cabinets: 704 nodes, each with quadruple Nvidia "Grace Hopper" Superchips ... These 2,816 Superchips": cabinets')
b15('nodes-only','university-of-illinois-ncsa-delta',A15,5,'contradicts','its row: "Five eight-way A100 GPU nodes": nodes; 400 and 40 A100')
b15('per-node','university-of-illinois-ncsa-delta',A15,8,'contradicts','its row: "Five eight-way A100 GPU nodes consisting of: Eight NVIDIA A100 GPUs": per node; 40 (and 400)')
b15('per-node','university-of-illinois-ncsa-delta','NVIDIA A40 PCIe',4,'contradicts','its row: "100 quad A40 GPU nodes consisting of: Four NVIDIA A40 GPUs": 400 A40')
b15('per-node','vingroup-vinai-research-superpod',A15,8,'not-stated','its row: "the new cluster of 20 DGX A100 systems": no GPU count, no per-system count')
b15('per-node','deepl-mercury',H15,8,'not-stated','its row: "a DGX SuperPOD with 68 NVIDIA DGX H100 systems": no GPU count, no per-system count')
b15('nodes-only','ibm-vela','NVIDIA A100 SXM4 80 GB',360,'not-stated','its row: "guess six nodes per rack, for a total of 360 nodes and 2,880 A100 GPUs": a guess (as bound-40 of batch 10)')
b15('nodes-only','ibm-vela','NVIDIA A100 SXM4 80 GB',60,'not-stated','its row: "consists of 60 racks (per Forbes) and an unspecified number of nodes": racks; the only A100 count is a guess')
# ALCF pages
PO15=AI+'argonne-lcf+user-guides/polaris/index.html'
SO15=AI+'argonne-lcf+user-guides/sophia/index.html'
GS15=AI+'argonne-lcf+GettingStarted/README.md'
b15('nodes-only','argonne-nl-polaris',A15,7,'contradicts','"two nodes per chassis, seven chassis per rack, and 40 racks for a total of 560 nodes"; four A100 a node: 2,240 (the table\'s aggregate)',PO15)
b15('nodes-only','argonne-nl-polaris',A15,2,'contradicts','"There are two nodes per chassis"; 2,240 A100',PO15)
b15('nodes-only','argonne-nl-sophia-formerly-theta',A15,24,'contradicts','"Sophia is comprised of 24 NVIDIA DGX A100 nodes. Each DGX A100 node comprises eight NVIDIA A100": 192',SO15)
b15('per-node','argonne-nl-sophia-formerly-theta',A15,8,'contradicts','"Each DGX A100 node comprises eight NVIDIA A100"; 24 nodes, table aggregate 192',SO15)
b15('nodes-only','argonne-nl-sophia-formerly-theta',A15,2,'contradicts','"two nodes with 640 GB of GPU memory": nodes; 192 A100',SO15)
b15('per-node','argonne-nl-polaris',A15,4,'contradicts','"560 nodes, each with one AMD Milan CPU (32 cores) and four NVIDIA A100 GPUs": 2,240',GS15)
b15('nodes-only','argonne-nl-sophia-formerly-theta',A15,24,'contradicts','"Sophia is comprised of 24 NVIDIA DGX A100 nodes, each with eight NVIDIA A100 Tensor Core GPUs": 192',GS15)
b15('nodes-only','argonne-nl-aurora','Intel Data Center GPU Max 1550',166,'not-stated','"It has 166 racks with 21,248 CPUs and 63,744 GPUs", the GPUs "Intel Data Center GPU Max Series": racks, and the count is the family\'s',GS15)
# OLCF guides and limelead's Frontier page
CR15=AI+'olcf+olcf-user-docs/systems/crusher_quick_start_guide.rst'
FG15=AI+'olcf+olcf-user-docs/systems/frontier_user_guide.rst'
FL15=LL+'Frontier.md'
b15('nodes-only','olcf-crusher','AMD Instinct MI250X',128,'contradicts','"2 cabinets, the first with 128 compute nodes and the second with 64"; "Crusher contains a total of 768 AMD MI250X"',CR15)
b15('per-node','oak-ridge-nl-frontier',MI15,4,'not-stated','"Each node also contains [4x] AMD MI250X" is Crusher\'s node; Frontier only named ("the upcoming Frontier system")',CR15)
b15('nodes-only','oak-ridge-nl-frontier',MI15,2000,'not-stated','"an 8-hour, 2,000 node reservation on Frontier": an example; no MI250X total of one passage',FG15)
b15('nodes-only','oak-ridge-nl-frontier',MI15,500,'not-stated','"A simple performance test was perfomed using 500 nodes": a test\'s nodes; no MI250X total',FG15)
b15('per-node','oak-ridge-nl-frontier',MI15,4,'contradicts','"Each Cray EX235a node has: ... 4x AMD MI250X GPUs"; the page gives "37,632 AMD MI250X GPUs"',FL15)
b15('nodes-only','oak-ridge-nl-frontier',MI15,64,'contradicts','"64 nodes, or a half rack, are missing"; 37,632 MI250X',FL15)
b15('nodes-only','oak-ridge-nl-frontier',MI15,450,'contradicts','"450x OSS nodes" of the Orion file system; 37,632 MI250X',FL15)
b15('nodes-only','oak-ridge-nl-frontier',MI15,160,'contradicts','"160x LNET router nodes"; 37,632 MI250X',FL15)
b15('nodes-only','oak-ridge-nl-frontier',MI15,40,'contradicts','"40x MDS nodes"; 37,632 MI250X',FL15)
# LUMI-G and CSC
b15('per-node','eurohpc-lumi',MI15,4,'contradicts','"The LUMI-G hardware partition consists of 2978 nodes with 4 AMD MI250x GPUs": 11,912',AI+'Lumi-supercomputer+lumi-userguide/docs/hardware/lumig.md')
CS15=AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md'
b15('per-node','csc-puhti','NVIDIA V100',4,'contradicts','"80 GPU nodes, with total of 320 Nvidia Volta V100 GPUs": four a node is written nowhere; 320',CS15)
b15('per-node','csc-mahti',A15,4,'contradicts','"24 GPU nodes, with total of 96 Nvidia Ampere A100 GPUs": 96',CS15)
# Another Prometheus; a CPU-only Hawk
PR15=AI+'marios2019+prometheus-docs/docs/hardware/index.html'
b15('per-node','meta-prometheus-new-albany','NVIDIA GB200',8,'not-stated','another Prometheus: CYENS\'s "GPU Count : 8 GPUs per node (64 total across all nodes)" of A5000s',PR15)
b15('nodes-only','meta-prometheus-new-albany','NVIDIA GB200',9,'not-stated','another Prometheus: "Compute Nodes : 9 total" of CYENS\'s cluster',PR15)
b15('multi-system','meta-prometheus-new-albany','NVIDIA GB200',68,'not-stated','another Prometheus: "GPUs : 68 total (64 A5000 + 4 A6000 Ada)"',PR15)
b15('nodes-only','high-performance-computing-center-stuttgart-hawk',A15,5632,'not-stated','"Hawk, one of the largest CPU-only systems in Europe, at HLRS" ... "size cluster ... 5632 nodes": nodes of the CPU machine; no A100 on the page',AI+'klust+SupercomputersForStarters/C03_Memory/C03_S02_Memory_pyramid/index.html')
# Epoch rows: true counts of superchips, islands of pods and a paper's GPUs (and a pod's count beside them)
b15('exact','exxonmobil-discovery-6','NVIDIA GH200',4032,'states','its row: "machine consists of 4,032 Nvidia Grace Hopper Superchips": superchips are what the GH200 part counts')
b15('exact','agh-cyfronet-helios','NVIDIA GH200',440,'states','its row: "The GPU partition contains 440 Nvidia GH200 Grace Hopper Superchips" (the record\'s GH200 part; the 24 H100 are the INT partition\'s)')
b15('product','northern-data-group-taiga-cloud-no1-island-1',H15,2048,'states','its row: "pods of 512 GPUs, connected into islands of four pods each (2,048 GPUs)": one island\'s, as the record is (as audit4 for island 3)')
b15('per-node','northern-data-group-taiga-cloud-no1-island-1',H15,512,'contradicts','its row: "pods of 512 GPUs": per pod; an island is four pods, 2,048')
b15('product','northern-data-group-njored-taiga-cloud-island-5',H15,2048,'states','its row: "islands of four pods each (2,048 GPUs)": one island\'s, as the record is')
b15('nodes-only','northern-data-group-njored-taiga-cloud-island-5',H15,20,'contradicts','its row: "the purchase of 20 NVIDIA H100 GPU Pods - each made up of 512 H100 GPUs": pods; islands of 2,048')
b15('exact','paper-on-eva',A15,256,'states','its row: "train a 1.1B CLIP with a batch size of 41k on 256x NVIDIA A100 40GB GPUs"')
# ==== end of batch 15 ====

# ==== batch 14 (session 23, issue 14): blind, planned and multi-system ====
# Claims read blind off (page, system, value) triples no earlier case used, by
# a labeller who ran no checker, matcher or eval-claims before committing them:
# rows of Epoch's gpu_clusters.csv picked with python (planned rows no case
# used; rows with phases, Builds Upon, Superseded by or Possible Duplicate Of;
# rows whose quote names another system's count) and read whole. Traps: counts
# estimated from power ("Chip count estimated from power capacity"), a model
# Epoch assumes ("I'm assuming these are A100s", "Type of GPU unspecified"),
# "thousands", "up to", "more than", "upwards of" and "nearly" bounds, a
# fleet's or several sites' total (Voltage Park's 24,000 on a site's row), an
# equivalence ("only equivalent to a 10k H100 system"), a rack type's number
# ("GB200 NVL72"), TPU cores against chips ("2,048 TPU cores", "v4-1024"),
# another phase's count (Builds Upon, Superseded by), another row's count
# claimed for the system its Possible Duplicate Of names (with that system's
# own count on its row: contradicts; with none: not-stated), another system's
# count in the row's own quote or note ("RSC-1 ... of 16k GPU size" on RSC-2's
# row, "the previously mentioned 5670 system", "Musk diverted 12k H100s");
# and true `states` (planned counts of the record's own machine, a note's
# count, node x per-node products). Labels go by the row's quotes and notes,
# as in batches 8 to 13 (Epoch's numeric columns are its compilation). Held
# out: every third case of each kind counted within batch 14 alone, in file
# order. Placed after batch 15, which reached main first, so batch 15's ids
# stay as they were (a batch's split counts within itself: the order of
# batches changes no case's part). ExxonMobil Discovery 6's 4,032 GH200 was
# labelled by batch 15 too, at the same time and alike (states); kept, as
# dropping it would move a case the first run showed from tune to held-out.
B14=len(C)
EP14='systems/epoch/gpu_clusters/gpu_clusters.csv'
H14,A14,GB14,B2_14,H2_14,V14='NVIDIA H100 SXM5 80GB','NVIDIA A100','NVIDIA GB200','NVIDIA B200','NVIDIA H200 SXM','NVIDIA V100'
T4_14,T3_14='Google TPU v4','Google TPU v3'
def b14(kind,sysid,part,value,expect,note,f=EP14): add(kind,f,sysid,part,value,expect,note)
# planned rows: estimates, assumed models, bounds, fleets, equivalents
b14('planned','reliance-industries-supercomputer',GB14,450000,'not-stated','Note "Chip count estimated from power capacity. Chip type uncertain"; its quote ("Blackwell AI processors for a one-gigawatt data centre") gives no count')
b14('planned','openai-microsoft-atlanta',B2_14,300000,'not-stated','Note "Rough estimate of chip count from stated power capacity ... Assuming chips are B200s"; its quote: "700MW within 1.5 years"')
b14('planned','nebius-new-jersey',GB14,150000,'not-stated','Note "Rough estimate of chip count from stated power capacity"; its quotes: "a 300MW data center", "dedicated solely to NVIDIA Blackwell-architecture GPUs": no count')
b14('planned','openai-microsoft-mt-pleasant-wisconsin-phase-1',GB14,150000,'not-stated','Note "Rough estimate of chip count from stated power capacity ... What type of GPUs is unclear"; its quote: "a Phase 4 supercomputer in Mount Pleasant": no count')
b14('planned','coreweave-denton-gb200s-openai-microsoft',GB14,100000,'not-stated','Note "Rough estimate of chip count from stated power capacity", "Rumored to be using GB200s"; its quote gives $1.2 billion, no count')
b14('planned','eu-ai-gigafactory-3',GB14,40000,'not-stated','Note "at least 100k Hopper-equivalent AI chips, which would be ~40k current frontier chips (Blackwells)": Epoch\'s conversion of a bound')
b14('planned','eu-ai-gigafactory-5',H14,100000,'not-stated','"beyond 100,000 advanced AI chips.... Reference here is NVIDIA\'s H100 GPUs or equivalent": a bound in H100 equivalents, for each of five planned')
b14('planned','coreweave-muskogee',GB14,40000,'not-stated','Note "Rough estimate of chip count from stated power capacity ... NVIDIA GPUs, so presumably GB200s"; its quote: "a 100MW facility", no count')
b14('planned','coreweave-muskogee',GB14,100,'not-stated','"ground had been broken on a 100MW facility": megawatts; no GB200 count on the row')
b14('planned','sesterce-pegasus',GB14,10496,'states','its row: quote "10496 GPUs", Hardware note GB200: the record\'s own planned count')
b14('planned','microsoft-nvidia-partnership',H14,15000,'not-stated','"adding tens of thousands of NVIDIA A100 and H100 GPUs"; Certainty Note "a very rough estimate": two models, no figure')
b14('planned','saudi-data-ai-authority-sovereign-ai-factory',GB14,5000,'not-stated','"will deploy up to 5,000 Blackwell GPUs": a bound, and the family')
b14('planned','poolside-10k-cluster',H14,10000,'not-stated','"scale our training cluster to 10,000 GPUs"; Certainty Note "Type of GPU unspecified, I\'m assuming they\'re H100s": no model')
b14('planned','voltage-park-virginia',H14,24000,'not-stated','"With 24,000 H100 GPUs spread across six geographically distinct data centers": the fleet, not this site')
b14('planned','voltage-park-virginia',H14,4088,'not-stated','Note "They offer configurations up to 4,088 GPUs": a bound')
b14('planned','oneasia-obon-clusters',H14,4000,'not-stated','"OBON will deploy multiple 4K supercomputing clusters": each cluster\'s size with no unit, several clusters')
b14('planned','fpt-ai-factory-japan',H14,3000,'not-stated','Note "Estimating "thousands" as 3k here": Epoch\'s estimate; its quote gives no count')
b14('planned','fpt-ai-factory-japan',H14,6000,'not-stated','Note "assuming an H100 price of ~30k, this means there would be a max of 6k H100s here": an inference, a bound')
b14('planned','corvex-b200s',B2_14,256,'not-stated','its row has no quote or note: 256 is only in Epoch\'s numeric columns')
b14('planned','microsoft-sweden-sandviken',H14,20000,'not-stated','"more than 20,000 graphic processing units (GPUs) at its data centers in Sandviken, Gävle, and Staffanstorp": three sites, a bound, no model')
b14('planned','microsoft-sweden-sandviken',H14,6666,'not-stated','Note "assuming it was using (20k/3) GPUs": Epoch\'s division')
b14('planned','tesla-buffalo-dojo',H14,10000,'not-stated','"$500M, while a large sum, is only equivalent to a 10k H100 system from Nvidia": an equivalence in money, not H100s of this machine')
b14('planned','coreweave-ecodatacenter',GB14,1000,'not-stated','"CoreWeave will leverage thousands of NVIDIA Blackwell GPUs"; Note "Unclear how many GPUs"')
b14('planned','nvidia-israel-blackwell-supercomputer',GB14,1000,'not-stated','"is expected to include "thousands" of graphics processing units"; Note "Very unclear how big this will actually be"')
b14('planned','softbank-planned-gb200',GB14,72,'not-stated','"featuring NVIDIA GB200 NVL72 multi-node, liquid-cooled, rack-scale systems": a rack type\'s name, no count')
b14('planned','coreweave-liquidlab',H14,4000,'not-stated','"getting ready to deploy our first "small" liquid deployment of 4,000 GPUs"; Note "Unclear exactly what type of GPU they use": no model')
b14('planned','hpe-greenlake-for-llms-q01',H14,1000,'not-stated','"on hundreds or thousands of GPUs and CPUs at once"; Certainty Note "Unclear what type of GPUs they use and how many"')
b14('planned','intel-stability-gaudi-2','Intel Habana Gaudi2',4000,'states','its row: "build a large AI supercomputer using Xeon processors and 4,000 Gaudi2 AI hardware accelerators"')
# other phases: Builds Upon and Superseded by
b14('planned','tensorwave-mi300x-cluster-1-phase-1','AMD Instinct MI300X',20000,'contradicts','Phase 2\'s row: "TensorWave aims to have 20,000 MI300X accelerators deployed across two facilities"; phase 1\'s own row: "1000 MI300Xs available"')
b14('planned','voltage-park-texas-phase-1',H14,24000,'contradicts','the other Voltage Park rows: "24,000 H100 GPUs spread across six ... data centers"; its own row: "1000 H100s available"')
b14('planned','tesla-cortex-phase-1',H14,100000,'contradicts','Phase 3\'s row: "This will be ~100k H100/H200"; phase 1\'s own row: "its 50,000 Nvidia H100 GPU training cluster"')
b14('multi-system','nebius-finland-phase-2',H14,8000,'not-stated','Phase 1\'s row (Builds Upon): "we also constructed an 8,000-GPU supercluster"; phase 2\'s own row: "upwards of 60,000 GPUs", no H100 count')
b14('exact','nebius-8k-finland-phase-1',H14,8000,'states','its row: "we also constructed an 8,000-GPU supercluster", Hardware note H100')
b14('multi-system','princeton-della-phase-1',H14,300,'not-stated','Phase 2\'s row (Builds Upon Phase 1): "a new cluster of 300 Nvidia H100 GPUs"; phase 1\'s own row: "Specifications on website", no count')
b14('multi-system','nfdg-andromeda-phase-1',A14,768,'not-stated','Phase 2\'s row (Builds Upon Phase 1): "768 A100s for training and inference"; phase 1\'s own row counts only H100s ("2,512 H100s on 314 nodes")')
b14('multi-system','nvidia-saturn-v-volta',V14,5280,'not-stated','Phase 2\'s row (Supersedes Volta): "that has 5,280 GPUs"; Volta\'s own row: "Calculated from Top500", no count')
b14('exact','nvidia-saturn-v-phase-2',V14,5280,'states','its row: "Saturn V Supercomputer ... that has 5,280 GPUs", Hardware note V100')
b14('multi-system','nscc-aspire-2a-phase-1',A14,352,'not-stated','Phase 2\'s row (Superseded by): 352 only in Epoch\'s numeric columns; both rows "Calculated from Top500"')
b14('multi-system','eni-hpc4-phase-1',V14,2750,'not-stated','Phase 2\'s row (Superseded by): "1,375 nodes that house two Nvidia "V100 O&G" GPUs"; phase 1\'s own row: "Calculated from Top500", no count')
b14('multi-system','jamstec-zettascaler-2-0-gyoukou','PEZY-SC2',10000,'not-stated','Note "We know that the ZettaScaler 2.2 has 10k processors": 2.2\'s (Superseded by); 2.0\'s own count is Epoch\'s scaling from Top500')
b14('exact','jamstec-zettascaler-2-2-gyoukou','PEZY-SC2',10000,'states','its row: "10,000 PEZY-SC2 processor modules"')
b14('exact','jean-zay-supercomputer-phase-4','NVIDIA V100',1832,'states','its row: "in addition to the 416 NVIDIA A100 Tensor Core GPUs and 1,832 NVIDIA V100 Tensor Core GPUs remaining from the old configuration"')
b14('multi-system','xai-colossus-memphis-phase-3',H14,230000,'contradicts','"230k GPUs, including 30k GB200s": all models; the row counts 150k H100s')
# another row's count for the system its Possible Duplicate Of names
b14('multi-system','meta-genai-2024b',H14,16384,'contradicts','Llama 3.1\'s row (Possible Duplicate Of 2024a, 2024b): no quote, 16,384 only in its numeric columns; 2024b\'s own row: "two versions of our 24,576-GPU data center scale cluster", Hardware note H100')
b14('exact','meta-genai-2024b',H14,24576,'states','its row: "two versions of our 24,576-GPU data center scale cluster", Hardware note H100')
b14('multi-system','google-tpu-v4-pod',T4_14,3750,'contradicts','AlphaCode\'s row (Possible Duplicate Of the pod): no quote; the pod\'s own row: "4,096 of these TPU v4 chips are networked together to create a TPU v4 Pod"')
b14('multi-system','microsoft-azure-eagle',H14,512,'contradicts','Phi-3.5-Mini\'s row (Possible Duplicate Of Eagle): no quote; Eagle\'s own row: "With 14,400 NVIDIA H100 GPUs"')
b14('multi-system','paper-on-palm',T4_14,1536,'contradicts','Flamingo\'s row (Possible Duplicate Of PaLM): "trained on 1536 chips" (TPUv4); PaLM\'s own row: "We trained PaLM on 6144 TPU v4 chips"')
b14('exact','paper-on-flamingo',T4_14,1536,'states','its row: "All training and evaluation was performed on TPUv4 instances. The largest model ... is trained on 1536 chips"')
b14('multi-system','google-oklahoma-tpu-v4-pods',T4_14,1024,'contradicts','ViT-22B\'s row (Possible Duplicate Of the Oklahoma pods): "1024 TPU V4 chips"; the pods\' own row: eight pods of 4,096')
b14('exact','paper-on-vit-22b',T4_14,1024,'states','its row: "ViT-22B was trained on 1024 TPU V4 chips for 177K steps"')
b14('exact','paper-on-pali',T4_14,1024,'states','its row: "PaLI-17B, is pretrained using 1,024 GCP-TPUv4 chips for 7 days"')
b14('per-device','paper-on-minerva',T4_14,1024,'not-stated','"the 540B model was trained for 29 days on a v4-1024": a slice\'s name (TPU v4 slices are named by TensorCores, two a chip), not a count of chips')
b14('multi-system','meta-research-supercluster-rsc-1-phase-2',A14,400,'contradicts','Code Llama\'s row (Possible Duplicate Of RSC-1 Phase 2): no quote; RSC-1 Phase 2\'s own row: "totaling a staggering 16,000 A100 GPUs"')
b14('multi-system','meta-research-supercluster-rsc-1-phase-1',A14,256,'contradicts','SAM\'s row (Possible Duplicate Of RSC-1 Phase 1): "distribute training across 256 GPUs"; RSC-1 Phase 1\'s own row: "totaling 6,080 Nvidia A100 GPUs"')
b14('multi-system','azure-openai-gpt-3-cluster',V14,1024,'contradicts','DALL-E\'s row (Possible Duplicate Of the GPT-3 cluster): "1024, 16 GB NVIDIA V100 GPUs"; the GPT-3 cluster\'s own row: "10,000 GPUs", "Nvidia V100 GPUs", Hardware note V100')
b14('multi-system','meta-2017-v100-cluster','NVIDIA Tesla V100 SXM2',1024,'contradicts','RoBERTa\'s row (Possible Duplicate Of the 2017 cluster): "1024 V100 GPUs"; its own row: "22,000 NVIDIA V100 Tensor Core GPUs in a single cluster"')
b14('multi-system','meta-2017-v100-cluster','NVIDIA Tesla V100 SXM2',512,'contradicts','SEER\'s row (Possible Duplicate Of the 2017 cluster): "8 days of training over 512 GPUs"; its own row: 22,000 V100')
b14('multi-system','google-tpuv3-pod-generic',T3_14,2048,'contradicts','Meena\'s row (Possible Duplicate Of the generic pod): "a TPUv3 Pod (2,048 TPU cores)": cores; the pod\'s own row: "A TPU v3 Pod is composed of 1024 chips"')
b14('multi-system','paper-on-meena',T3_14,1024,'not-stated','its row: "a TPUv3 Pod (2,048 TPU cores)": cores, no chip count; 1024 chips is the generic pod\'s row')
b14('per-device','paper-on-pseudo-labels',T3_14,1024,'not-stated','its row: "a cluster of 2,048 TPUv3 cores": cores, no chip count')
b14('multi-system','google-mlperf-0-7-submission',T3_14,1024,'not-stated','LaMDA\'s row (Possible Duplicate Of MLPerf 0.7): "We pre-trained LaMDA on 1024 TPU-v3 chips"; the MLPerf row: "From MLPerf 0.7", no count')
b14('exact','paper-on-lamda',T3_14,1024,'states','its row: "We pre-trained LaMDA on 1024 TPU-v3 chips"')
b14('multi-system','nvidia-circe',V14,512,'not-stated','Megatron-LM\'s row (Possible Duplicate Of Circe): no quote; Circe\'s own row: "Calculated from Top500", no count')
# another system's count in the row's own quote or note
b14('multi-system','meta-research-supercluster-2-rsc-2',A14,16000,'contradicts','its row: "RSC-1 is a general ML cluster ... of 16k GPU size, while RSC-2 ... is of 8k GPU size": 16k is RSC-1\'s')
b14('rounded','meta-research-supercluster-2-rsc-2',A14,8000,'states','its row: "RSC-2 focuses on vision applications and is of 8k GPU size", Hardware note A100')
b14('multi-system','meta-research-supercluster-rsc-1-phase-2',A14,8000,'contradicts','RSC-2\'s row: "RSC-2 ... is of 8k GPU size"; RSC-1 Phase 2\'s own row: 16,000 A100')
b14('multi-system','tesla-training-cluster',A14,5670,'not-stated','"as well as the previously mentioned 5670 system which is used for training, it has a second, 4032 GPU system": 5670 is the other system\'s; this row\'s model is Epoch\'s assumption ("I\'m assuming these are A100s")')
b14('multi-system','tesla-training-cluster',A14,4032,'not-stated','"a second, 4032 GPU system for training"; Note "I\'m assuming these are A100s": no model on the page')
b14('multi-system','tesla-earnings-call-claim',H14,12000,'contradicts','Note "Musk diverted 12k H100s intended for Tesla to XAi": xAI\'s; its quote: "working 35,000 H100 computers or GPUs"')
b14('exact','tesla-earnings-call-claim',H14,35000,'states','its row: "We\'ve installed and commissioned, meaning they\'re actually working 35,000 H100 computers or GPUs"')
b14('multi-system','tacc-horizon',V14,800,'not-stated','Note "Frontera currently has 800 GPUs, which are presumably V100s": Frontera\'s, a guessed model; Horizon has no count')
b14('multi-system','lawrence-livermore-nl-tuolumne','AMD Instinct MI300A',4608,'not-stated','its row: "Calculated from Top500", Hardware note "AMD MI300A": no count; it names Colossus Phase 1 as the largest existing cluster')
# other true rows of the same kind of page
b14('exact','lawrence-livermore-nl-sierra',V14,17280,'states','its row: "Total GPUs: 17,280", Hardware note V100')
b14('exact','exxonmobil-discovery-6','NVIDIA GH200',4032,'states','its row: "machine consists of 4,032 Nvidia Grace Hopper Superchips"')
b14('exact','ezra-1-stability-ai-aws-cluster',A14,4000,'states','its row: "trained on our 4,000 A100 Ezra-1 AI ultracluster"')
b14('bound','aws-ec2-p4d','NVIDIA A100 SXM4 40 GB',4000,'not-stated','"EC2 UltraClusters are comprised of More than 4,000 latest NVIDIA A100": a bound')
b14('bound','imbue-10k-cluster',H14,10000,'not-stated','"Dell PowerEdge server cluster with nearly 10,000 NVIDIA H100 Tensor Core GPUs": a bound, as "more than"')
b14('family','huawei-pangu-ultra-moe-910bs','Huawei Ascend 910B',6000,'not-stated','"on 6K Ascend NPUs": the family, which states no model part (spec §5)')

# ==== batch 16 (session 24, issue 14): blind, kinds and pages earlier batches used least ====
# Claims read blind off (page, system, part, value) triples no earlier case
# used (checked with python over claims.yaml), by a labeller who ran no
# checker, matcher, claims suite, audit or eval-claims before committing them.
# Pages picked by counting the cases per kind and per page: the least-used
# kinds (family, spelling, equivalent, bound, rounded) and pages in other
# languages (ByteAILab's Chinese posts, the Vietnamese GB200 post, ABCI's
# Japanese spec page), a PDF (the Isambard-AI tutorial), TOP500 system pages
# no case used (Roadrunner's 2008 and 2012 entries, Tianhe-2A's Matrix-2000)
# and used ones' other rows (Rmax, power, memory, Nmax), TOP500 lists of
# 2020 no case used (Accelerator/Co-Processor Cores, Rmax, Year columns),
# the Wikipedia fastest-supercomputer table, and limelead's Horizon and
# JUPITER pages. The article corpora (scrapinghub, trafilatura, readability)
# name no record with an accelerator count, so none is used. Traps: TOP500
# Cores, accelerator cores, Rmax, power, memory (Sierra's 1,382,400 GB, equal
# to its accelerator cores), Nmax and years on pages with no accelerator
# count; a memory size ("GH200 120GB", "141GB"), an image size ("960x540"),
# optical-module and bandwidth figures, a range of predictions ("70万-80万张
# 卡"), a size class ("五万卡集群"), equivalents ("相当于有大约9万个H100"),
# another party's model on a page of two systems (OpenAI's GB200 beside xAI's
# H100), a rack's count against a family count, a product the page never
# writes (576 x 8 where 576 is already the eight racks'); and true `states`
# (at least a third): family parts (Hopper, Ampere, Volta, Blackwell, CDNA 2)
# against counts of their models, and other spellings of the part. Labels go
# by the pages as batches 1 to 7 read them (the suite's conventions: a count
# of two Hopper models together is a Hopper count; Summit's "approximately
# 4,600 compute nodes ... six" V100 states 27,648, session 20). Held out:
# every third case of each kind counted within batch 16 alone, in file order.
B16=len(C)
BY16=AI+'imjeson+byteai/posts/'
H16,A16,V16,GH16,GB16='NVIDIA H100 SXM5 80GB','NVIDIA A100','NVIDIA Tesla V100 SXM2','NVIDIA GH200','NVIDIA GB200'
def b16(kind,f,sysid,part,value,expect,note): add(kind,f,sysid,part,value,expect,note)
# family parts against counts of their models, and other spellings (true states)
b16('family',AI+'Lumi-supercomputer+lumi-userguide/docs/hardware/lumig.md','eurohpc-lumi','AMD CDNA 2',11912,'states','"2978 nodes with 4 AMD MI250x GPUs", "four AMD MI250X GPUs based on the 2nd Gen AMD CDNA architecture": MI250X is CDNA 2')
b16('family',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-puhti','NVIDIA Volta',320,'states','Puhti section: "80 GPU nodes, with total of 320 Nvidia Volta V100 GPUs"')
b16('family',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-mahti','NVIDIA Ampere',96,'states','Mahti section: "24 GPU nodes, with total of 96 Nvidia Ampere A100 GPUs"')
b16('spelling',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md','csc-puhti','NVIDIA Tesla V100 SXM2 32 GB',320,'states','Puhti section: "total of 320 Nvidia Volta V100 GPUs": the model; the part\'s form and memory narrow it')
b16('family',AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-3','NVIDIA Ampere',416,'states','"416 A100 80GB GPUs (52 nodes of 8 gpus each)": A100 is Ampere')
b16('spelling',AI+'bigscience-workshop+bigscience/jz/hpc-specs.md','jean-zay-supercomputer-phase-1','NVIDIA Tesla V100',1044,'states','"261 nodes, with V100 32 GB GPUs: total 1044 GPUs"')
b16('family',AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst','oak-ridge-nl-summit','NVIDIA Volta',27648,'states','"Each of the approximately 4,600 compute nodes on Summit contains ... six NVIDIA Tesla V100": stated at the page\'s precision, as nodes-only-8 (the lead\'s decision, session 20); V100 is Volta')
b16('spelling',AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst','oak-ridge-nl-summit','NVIDIA V100',27648,'states','"approximately 4,600 compute nodes ... six NVIDIA Tesla V100": as nodes-only-8, the part spelt otherwise')
b16('family',AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-polaris','NVIDIA Ampere',2240,'states','"Polaris ... with 560 nodes, each with one AMD Milan CPU (32 cores) and four NVIDIA A100 GPUs": 2,240 A100, Ampere')
b16('spelling',AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-polaris','NVIDIA A100 SXM4 40 GB',2240,'states','"560 nodes, each with ... four NVIDIA A100 GPUs": the model, the part\'s form and memory narrow it')
b16('family',AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-sophia-formerly-theta','NVIDIA Ampere',192,'states','"Sophia is comprised of 24 NVIDIA DGX A100 nodes, each with eight NVIDIA A100 Tensor Core GPUs"')
b16('family',LL+'JUPITER.md','jupiter-julich','NVIDIA Hopper',24000,'states','booster: "24,000 [[H100|H200]] GPUs": Hopper either way, the planned count of the page\'s own machine (as rounded-4 for H100)')
b16('family',BY16+'2024-09-05-auto4-XPZt2O.md','tesla-cortex-phase-1','NVIDIA Hopper',50000,'states','"8月底，特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU": 50,000 H100, Hopper')
b16('family',BY16+'2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-1','NVIDIA Hopper',100000,'states','"建成了有10万张H100的Colossus集群"')
b16('spelling',BY16+'2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-2','NVIDIA H100',150000,'states','"扩展到15万张H100+5万张H200": the next phase\'s H100 (as H100 SXM5 80GB 150,000 of phase 2 is labelled)')
b16('spelling',BY16+'2024-09-05-auto4-XPZt2O.md','xai-colossus-memphis-phase-2','NVIDIA H200',50000,'states','"15万张H100+5万张H200": 50,000 H200 (as H200 SXM 50,000 of phase 2 is labelled)')
b16('spelling',BY16+'2024-09-05-auto4-XPZt2O.md','xai-grok-2-oracle',H16,20000,'states','"训练xAI的Grok 2，需要两万块H100": 20,000 H100 (as NVIDIA H100 20,000 is labelled)')
b16('family',AI+'AnVan02+web_test/tintuc/Elon-Musk-va-xAI-khi-Elon-quyet-tam-canh-tranh-ca-the-gioi.php','xai-colossus-memphis-phase-1','NVIDIA Hopper',100000,'states','"Colossus, siêu máy tính chạy bằng 100.000 GPU Nvidia H100" (Vietnamese grouping)')
b16('family',BY16+'2024-07-16-auto4-P66UEO.md','xai-colossus-memphis-phase-1','NVIDIA Hopper',100000,'states','"xAI也在自行建设10万块H100搭建的集群"')
b16('spelling',BY16+'2024-07-16-auto4-P66UEO.md','xai-colossus-memphis-phase-1','NVIDIA H100 SXM5',100000,'states','"由100k H100组成", "10万块H100搭建的集群"')
b16('family',BY16+'2024-07-16-auto4-P66UEO.md','microsoft-gpt-4-cluster','NVIDIA Ampere',25000,'states','"GPT-4是在90天内用25,000个A100（H100的前代产品）训练出来的": A100 is Ampere')
b16('family',BY16+'2024-07-16-auto4-P66UEO.md','openai-stargate-abilene-oracle-oci-supercluster-phase-1','NVIDIA Blackwell',100000,'states','"由10万块英伟达即将推出的GB200芯片组成的集群", to be placed in Abilene: GB200 is Blackwell')
b16('family',BY16+'2024-08-09-auto4-D8jbfD.md','tesla-cortex-phase-3','NVIDIA Hopper',100000,'states','Cortex: "这将是一个拥有约10万个H100/H200 GPU ... 的系统": two Hopper models together, a Hopper count (unsure: the suite gives such a count to the record\'s first model, H100, as audit4)')
b16('spelling',BY16+'2024-05-22-auto4-7T0ng1.md','university-of-bristol-isambard-ai','NVIDIA GH200 Grace Hopper Superchip',168,'states','"Isambard-AI第一阶段的超级计算机HPE Cray EX2500就配备了168个GH200超级芯片" (as GH200 168 is labelled)')
b16('spelling',AI+'Lumi-supercomputer+lumi-userguide/docs/hardware/lumig.md','eurohpc-lumi','AMD MI250X',11912,'states','"2978 nodes with 4 AMD MI250x GPUs": the part spelt without "Instinct"')
b16('family',BY16+'2024-09-05-auto4-XPZt2O.md','tesla-cortex-phase-2','NVIDIA Hopper',50000,'states','"特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU" (as H100 SXM5 80GB 50,000 of phase 2 is labelled)')
b16('spelling',BY16+'2024-08-09-auto4-D8jbfD.md','xai-colossus-memphis-phase-1','NVIDIA H100',100000,'states','"xAI耗时19天，打造了由10万块H100组成的世界最大超算集群"')
b16('spelling',BY16+'2024-07-16-auto4-P66UEO.md','xai-grok-2-oracle','NVIDIA H100 SXM5',24000,'states','"xAI已经向甲骨文购买了24000块H100，并在这些芯片上训练的Grok 2" (as H100 24,000 is labelled)')
b16('spelling',AI+'argonne-lcf+GettingStarted/README.md','argonne-nl-sophia-formerly-theta','NVIDIA A100 SXM4 40 GB',192,'states','"24 NVIDIA DGX A100 nodes, each with eight NVIDIA A100 Tensor Core GPUs": the model, the part\'s form and memory narrow it')
# the same pages: other models, other parties, units, estimates and ranges
b16('other-model',BY16+'2024-07-16-auto4-P66UEO.md','xai-colossus-memphis-phase-1',GB16,100000,'not-stated','the 100,000 GB200 are OpenAI\'s cluster from Oracle and Microsoft; xAI\'s 100,000 are H100')
b16('other-model',BY16+'2024-07-16-auto4-P66UEO.md','openai-stargate-abilene-oracle-oci-supercluster-phase-1',H16,100000,'not-stated','"马斯克10万块H100" in the GB200 paragraph are xAI\'s; the Abilene cluster counts GB200 only')
b16('year-unit',BY16+'2024-07-16-auto4-P66UEO.md','openai-stargate-abilene-oracle-oci-supercluster-phase-1',GB16,5000000000,'contradicts','"成本可能会在两年内达到50亿美元左右": a price; the page counts the cluster\'s GB200 as 100,000')
b16('equivalent',BY16+'2024-08-09-auto4-D8jbfD.md','tesla-dojo-1-phase-1','NVIDIA H100',90000,'not-stated','"这意味着相当于有大约9万个H100，加上大约4万个AI4计算机": Tesla\'s whole training compute in H100 equivalents, not H100s of Dojo')
b16('other-model',BY16+'2024-08-09-auto4-D8jbfD.md','tesla-cortex-phase-3','NVIDIA H200 SXM',100000,'not-stated','"约10万个H100/H200 GPU": two models together, the record has no H200, so the count is the first model\'s (README: "约10万个H100/H200" of Cortex\'s H100)')
b16('year-unit',BY16+'2024-08-09-auto4-D8jbfD.md','tesla-dojo-1-phase-1','Tesla D1 Dojo',362,'not-stated','"假设一个D1芯片可以实现362 teraflops": a speed; no count of D1 in Dojo 1')
b16('per-device',BY16+'2024-08-09-auto4-D8jbfD.md','tesla-dojo-1-phase-1','Tesla D1 Dojo',6,'not-stated','"6个这样的tile构成一个机架": tiles per rack; no count of D1 in Dojo 1')
b16('bound',BY16+'2024-05-09-auto4-iK5Nwa.md','baidu-ai-cloud-wanka',A16,800000,'not-stated','"GPT6未来部署的时候，需要70万-80万张卡": the top of a predicted range for another model, no model')
b16('rounded',BY16+'2024-05-09-auto4-iK5Nwa.md','baidu-ai-cloud-wanka',A16,50000,'not-stated','"从千卡，迈入了万卡、五万卡集群": a size class of the industry\'s clusters, no model, not Baidu\'s')
b16('year-unit',BY16+'2024-05-09-auto4-iK5Nwa.md','baidu-ai-cloud-wanka',A16,400,'not-stated','"一个普通的400G光模块功耗就在10瓦到12瓦": an optical module\'s speed')
b16('year-unit',BY16+'2024-07-11-auto3-GVAAFW.md','aist-abci-3-0','NVIDIA H200 SXM',960,'not-stated','the image\'s address "HPE-to-Deliver-960x540.jpg": pixels; the page counts no H200')
b16('year-unit',BY16+'2024-07-11-auto3-GVAAFW.md','aist-abci-3-0','NVIDIA H200 SXM',16,'not-stated','"在半精度（16位）性能方面": bits')
b16('multi-system',BY16+'2024-05-22-auto4-7T0ng1.md','cea-exa1-he-phase-2',GH16,1908,'not-stated','"法国的EXA1-HE" named among nine systems, no count of its own')
b16('multi-system',BY16+'2024-05-22-auto4-7T0ng1.md','cea-exa1-he-phase-2',GH16,9,'not-stated','"9台新型超级计算机": systems')
b16('year-unit',BY16+'2024-05-22-auto4-7T0ng1.md','university-of-bristol-isambard-ai',GH16,32,'contradicts','"届时其性能将提高约32倍": a factor; the page counts Isambard-AI\'s GH200 (168 and 5,280 more)')
b16('other-model',BY16+'2024-05-22-auto4-7T0ng1.md','university-of-bristol-isambard-ai',GB16,36,'not-stated','"GB200 NVL36服务器配备36个GB200芯片": a server\'s, in a passage on prices that names no system')
b16('other-model',BY16+'2024-05-22-auto4-7T0ng1.md','university-of-bristol-isambard-ai','NVIDIA H200 SXM',141,'not-stated','"HBM3e内存的处理器，容量达到141GB": memory; "H200 GPU的原始计算能力只有1 petaflops" counts no H200')
# other languages: the Vietnamese GB200 post and ABCI's Japanese spec page
VN16=AI+'AnVan02+web_test/tintuc/NVIDA-Blackwell-gb200-quaithu-AI-cua-microsoft-azure-san-sang-thay-doi-cuoc-choi.php'
b16('product',VN16,'azure-gb200-nvl72','NVIDIA Blackwell',4608,'contradicts','"72 GPU Blackwell ... trong một chiếc rack. Giờ nhân con số đó lên 8 lần" then "576 GPU Blackwell": 576 is already the eight racks\', 576 x 8 is written nowhere')
b16('family',VN16,'azure-gb200-nvl72',GB16,72,'not-stated','"72 GPU Blackwell ... trong một chiếc rack": a rack\'s, of the family; a family count weighs no model part (as GB200 576 of batch 6)')
b16('year-unit',VN16,'azure-gb200-nvl72','NVIDIA Blackwell',2025,'contradicts','"Ngày đăng: 03/02/2025": a date; the page counts 576 Blackwell GPUs')
JA16=AI+'s-yama+demo.abci.ai-staging/ja_about_abci_computing_resource.md'
b16('nodes-only',JA16,'aist-abci-1-0',V16,10,'not-stated','"10台のマルチプラットフォームノード": nodes of another kind')
b16('year-unit',JA16,'aist-abci-1-0',V16,384,'not-stated','"384GiBメモリ": memory per node')
b16('family',JA16,'aist-abci-1-0','NVIDIA Volta',4352,'not-stated','"1088台の計算ノード" and "Nvidia Tesla V100が4基" in separate blocks: no total (as V100 4352 of batch 4)')
# a PDF: the Isambard-AI tutorial
IS16=AI+'isambard-sc+ieee_cluster2025/practical2/README.pdf'
b16('year-unit',IS16,'university-of-bristol-isambard-ai',GH16,120,'not-stated','PDF: "\'NVIDIA GH200 120GB\'": memory')
b16('per-node',IS16,'university-of-bristol-isambard-ai',GH16,4,'not-stated','PDF: "srun --gpus=4 ... --exclusive", a device count of 4: one node\'s, no total')
# limelead's Horizon and JUPITER pages
b16('year-unit',LL+'Horizon.md','tacc-horizon',GH16,85,'not-stated','"an 85 MW colocation facility": megawatts; "its specs are all secret"')
b16('year-unit',LL+'Horizon.md','tacc-horizon',GH16,10,'not-stated','"will provide 10x its performance": a factor')
b16('year-unit',LL+'JUPITER.md','jupiter-julich',GH16,25400,'not-stated','"25400 end points": of the network; the GH200 are counted only per node ("four superchips per node", "roughly 6,000 compute nodes": one figure, no total)')
# TOP500 system pages: no accelerator count; cores, Rmax, power, memory, Nmax, years
TR16,TR16b=TS+'176028.html',TS+'176027.html'
b16('top500',TR16,'top500-roadrunner','IBM PowerXCell 8i',12960,'not-stated','Roadrunner\'s 2008-2009 entry: "PowerXCell 8i 9C 3.2GHz", "Cores: 129,600": no Cell count')
b16('cpu-cores',TR16,'top500-roadrunner','IBM PowerXCell 8i',129600,'not-stated','"Cores: 129,600"')
b16('year-unit',TR16,'top500-roadrunner','IBM PowerXCell 8i',1105,'not-stated','"Linpack Performance (Rmax) 1,105 TFlop/s"')
b16('year-unit',TR16,'top500-roadrunner','IBM PowerXCell 8i',2483,'not-stated','"Power: 2,483.00 kW"')
b16('year-unit',TR16b,'top500-roadrunner','IBM PowerXCell 8i',1042,'not-stated','Roadrunner\'s 2011-2012 entry: "Rmax 1,042 TFlop/s"')
b16('top500',TS+'177999.html','top500-tianhe-2a','NUDT Matrix-2000',4981760,'not-stated','"TH-IVB-FEP Cluster, Intel Xeon E5-2692v2 12C 2.2GHz, TH Express-2, Matrix-2000", "Cores: 4,981,760": CPU and accelerator cores, no Matrix-2000 count')
b16('year-unit',TS+'177999.html','top500-tianhe-2a','NUDT Matrix-2000',18482,'not-stated','"Power: 18,482.00 kW"')
b16('year-unit',TS+'177975.html','oak-ridge-nl-titan','NVIDIA Tesla K20X',17590,'not-stated','"Rmax 17,590 TFlop/s"')
b16('year-unit',TS+'177975.html','oak-ridge-nl-titan','NVIDIA Tesla K20X',710144,'not-stated','"Memory: 710,144 GB"')
b16('year-unit',TS+'179397.html','oak-ridge-nl-summit',V16,143500,'not-stated','"Rmax 143,500 TFlop/s"')
b16('year-unit',TS+'179397.html','oak-ridge-nl-summit',V16,9783,'not-stated','"Power: 9,783.00 kW"')
b16('cpu-cores',TS+'179398.html','lawrence-livermore-nl-sierra','NVIDIA V100',1382400,'not-stated','"Memory: 1,382,400 GB" (the lists\' accelerator cores are the same figure): no GPU count')
b16('year-unit',TS+'179398.html','lawrence-livermore-nl-sierra','NVIDIA V100',11902464,'not-stated','"Nmax 11,902,464"')
b16('year-unit',TS+'177824.html','cscs-piz-daint-phase-2','NVIDIA Tesla P100 PCIe 16GB',21230,'not-stated','"Rmax 21,230 TFlop/s"')
# TOP500 lists of June and November 2020: Total Cores, Accelerator/Co-Processor Cores, Rmax, Year; no GPU count
TL16a,TL16b='systems/top500/glennklockwood/TOP500_202011.csv','systems/top500/glennklockwood/TOP500_202006.csv'
b16('top500',TL16a,'juwels-booster',A16,3744,'not-stated','its row: "JUWELS Booster Module", Total Cores 449280, Accelerator/Co-Processor Cores 404352, NVIDIA A100: no GPU count')
b16('cpu-cores',TL16a,'juwels-booster',A16,404352,'not-stated','its row: Accelerator/Co-Processor Cores 404352: cores, not GPUs')
b16('year-unit',TL16a,'juwels-booster',A16,44120,'not-stated','its row: Rmax 44120 TFlop/s')
b16('top500',TL16a,'nvidia-selene-phase-2',A16,4480,'not-stated','its row: "Selene", Total Cores 555520, Accelerator/Co-Processor Cores 483840: no GPU count')
b16('cpu-cores',TL16a,'nvidia-selene-phase-2',A16,483840,'not-stated','its row: Accelerator/Co-Processor Cores 483840')
b16('year-unit',TL16a,'nvidia-selene-phase-2',A16,2020,'not-stated','its row: Year 2020')
b16('top500',TL16a,'eni-hpc5','NVIDIA Tesla V100',7280,'not-stated','its row: "HPC5", Total Cores 669760, Accelerator/Co-Processor Cores 582400: no GPU count')
b16('cpu-cores',TL16a,'cineca-marconi-100','NVIDIA V100',316160,'not-stated','its row: "Marconi-100", Accelerator/Co-Processor Cores 316160')
b16('top500',TL16a,'totalenergies-pangea-iii','NVIDIA V100',3384,'not-stated','its row: "PANGEA III", Total Cores 291024, Accelerator/Co-Processor Cores 270720: no GPU count')
b16('top500',TL16b,'nvidia-selene-phase-1',A16,2240,'not-stated','its row (June 2020): "Selene", Total Cores 272800, Accelerator/Co-Processor Cores 237600: no GPU count')
b16('cpu-cores',TL16b,'nvidia-selene-phase-1',A16,237600,'not-stated','its row (June 2020): Accelerator/Co-Processor Cores 237600')
b16('year-unit','systems/wikipedia-fastest-supercomputer/fastest-supercomputer.csv','top500-roadrunner','IBM PowerXCell 8i',2008,'not-stated','"2008,IBM Roadrunner,1.026e15": a year and a speed; no Cell count')
# ==== end of batch 16 ====

# ==== batch 17 (session 25, issue 14): blind, every case a page that carries the claim's number ====
# Claims read blind off (page, system, value) triples no earlier case used
# (checked with python over claims.yaml), by a labeller who ran no checker,
# matcher, claims suite, audit or eval-claims before committing them. Every
# claim is a record's own parts row (model and quantity), and every page
# carries that number in some form: found with python over the corpus (the
# number with or without grouping, "Nk", "N万"), then each page read whole
# (an Epoch row: every non-empty cell). Issue 14's held-out `states` precision
# is short, and a false `states` needs an equal number on the page, so the
# batch is made of such pages: true `states` (Epoch rows whose quote states
# the record's count: papers, centre announcements, "GPUs: 1,024", "Total
# GPUs: 488", a pod "composed of 1024 chips", a hyphened "24,576-GPU"), and
# traps where the equal number is something else: an estimate, assumption,
# extrapolation or conversion of the writer or of Epoch ("I estimate 4k
# B200s", "~4k GPUs", "~40k current frontier chips", "equivalent of nearly
# 100,000 H100 chips (approximately 15,000, ...)"), a bound ("up to 4,088",
# "more than 632", ">4k", "2000+"), a count of two of the record's models
# together ("550k GB200s & GB300s", "GB200/GB300: 500,000"), a share, the
# source's own arithmetic from TOP500 cores ("that is 23,536 Grace CPUs and
# therefore 23,536 Grace-Hopper units"), another model's count (B200 for
# GB200, MI250 for MI250X, "A/V100"), a family's count ("GPU Max Series"), a
# row that does not know its model, a model name's digit ("Cerebras CS-1"),
# the number only in Epoch's numeric columns ("Calculated from Top500", or no
# quote at all), another row's equal count (LaMDA's 1024 TPU v3 for GShard,
# Taipei-1's 512 for Megatron-LM, OPT's 992 for Meta's P100 cluster, a
# Possible-Duplicate row's "256 A100s"), and on other pages: another system's
# equal count of the same model (Crusher's 768 MI250X for Setonix, Polaris's
# 2,240 A100 for Selene, Sophia's 192 A100 for Hawk, "576 GPU Blackwell" for
# Karolina), another party's count in a Chinese post (xAI's 15万 and 10万
# H100, Cortex's 2万 Dojo chips, Isambard-AI's 5280 chips), a predicted range
# ("70万-80万张卡"), prices, jobs, memory, logical cores, image sizes, and
# HPCG tables where the number is a cell of another row (cores, ranks, "800G
# Ethernet"). Labels go by the pages as batches 8 to 16 read them (Epoch's
# numeric columns are its compilation; a row's quote and notes decide).
# `states` is under a quarter of the batch, not half: the corpus's pages
# that state a record's count were nearly all used by batches 1 to 16, and
# the unused triples left are Epoch rows of papers and centres (all taken
# here). Held out: every third case of each kind counted within batch 17
# alone, in file order.
B17=len(C)
EP17='systems/epoch/gpu_clusters/gpu_clusters.csv'
H17,A17,V17,GB17='NVIDIA H100 SXM5 80GB','NVIDIA A100','NVIDIA V100','NVIDIA GB200'
A40_17,DG17,T3_17='NVIDIA A100 SXM4 40 GB','NVIDIA Tesla V100 DGXS 32 GB','Google TPU v3'
BY17=AI+'imjeson+byteai/posts/'
def b17(kind,sysid,part,value,expect,note,f=EP17): add(kind,f,sysid,part,value,expect,note)
# Epoch rows whose quote states the record's count
b17('exact','meta-genai-2024a',H17,24576,'states','its row: "two versions of our 24,576-GPU data center scale cluster", Hardware note H100 (as batch 14 reads 2024b\'s row)')
b17('exact','eni-hpc5',V17,7280,'states','its row: "In total, the system comprises 7,280 NVIDIA V100 GPUs."')
b17('exact','paper-on-falcon-mamba-7b',H17,256,'states','its row: "Falcon-Mamba-7B was trained on 256 H100 80GB GPUs"')
b17('exact','max-planck-gesellschaft-raven',A17,768,'states','its row: "a system called Raven-GPU, powered by 768 NVIDIA A100 GPUs"')
b17('exact','paper-on-codefuse',A17,512,'states','its row: "CodeFuse-13B was trained using 512 Nvidia A100 GPU cards"')
b17('exact','mosaicml-mpt-training-cluster',A17,440,'states','its row: "over 9.5 days on 440 GPUs,": no model in the cell, so the row\'s (Hardware note A100)')
b17('exact','aws-fast-bert-training',V17,2048,'states','its row: "with 2,048 GPUs on 256 P3dn.24xlarge instances to train BERT", Hardware note V100')
b17('exact','tu-dresden-alphacentauri',A40_17,272,'states','its row: "a total of 272 NVIDIA A100 GPUs"')
b17('exact','university-of-minnesota-agate',A40_17,264,'states','its row: "264 NVIDIA A100 Tensor Core GPUs"')
b17('exact','paper-on-sam',A17,256,'states','its row: "Wedistribute training across 256 GPUs,", Hardware note A100 (its Possible Duplicate Of cell names RSC-1 Phase 1 only there)')
b17('exact','preferred-networks-mn-2',V17,1024,'states','its row: "GPUs: 1,024", Hardware note V100')
b17('exact','paper-on-dall-e',V17,1024,'states','its row: "We trained the model using 1024, 16 GB NVIDIA V100 GPUs"')
b17('spelling','paper-on-roberta',DG17,1024,'states','its row: "We pretrain our model using 1024 V100 GPUs": the model; the part\'s form and memory narrow it')
b17('exact','google-tpuv3-pod-generic',T3_17,1024,'states','its row: "A TPU v3 Pod is composed of 1024 chips": the pod is the system, the row counts no pods')
b17('exact','mit-llsc-tx-gaia',V17,896,'states','its row: "powered by 896 NVIDIA Tensor Core V100 GPUs"')
b17('exact','preferred-networks-mn-1b','NVIDIA P100',1024,'states','its row: "The system featured 1,024 Nvidia Tesla P100 GPUs" (then "adding 512 additional Tesla V100": the record\'s other part)')
b17('exact','paper-on-seer',V17,512,'states','its row: "summing to 8 days of training over 512 GPUs.", Hardware note V100')
b17('exact','mit-supercloud',V17,488,'states','its row: "Total GPUs: 488", Hardware note V100')
b17('exact','ibm-dyeus',V17,296,'states','its row: "the IBM POWER9 supercomputer sports 296 NVIDIA V100 GPUs"')
b17('exact','microsoft-ares-maia','Maia 100 (M100)',2048,'states','its row: "The largest individual deployment for the backend network for Maia is 2,048" (unsure: the count has no noun; Maia is its sentence\'s model)')
b17('exact','oak-ridge-nl-titan','NVIDIA Tesla K20X',18688,'states','its row: "It used 18,688 CPUs paired with an equal number of GPUs", Hardware note K20X (unsure: the number is written of the CPUs; the GPUs are "an equal number")')
b17('planned','openai-stargate-abilene-oracle-oci-supercluster-phase-2',GB17,100000,'states','its row: "SA estimates the campus will house a previously-announced 100k GB200 cluster, as well as a 200k GB300 cluster": the source\'s estimate of the campus, the record\'s GB200 part (unsure: "previously-announced" may give the 100k to Phase 1, its Builds Upon)')
# Epoch rows: the equal number is an estimate, a bound, a conversion, another model's or two models' count
b17('bound','voltage-park-utah',H17,4088,'not-stated','its row: "They offer configurations up to 4,088 GPUs", "clusters up to size 4,088 GPUs": bounds; "24,000 H100 GPUs spread across six ... data centers": a sum over sites')
b17('bound','mistral-large-model-implied-cluster',H17,4000,'not-stated','its row\'s note: "this implies that the cluster they used was >4k GPUs": an inference and a bound; the quote gives a cost')
b17('bound','nebius-kansas-city-phase-1','NVIDIA H200 SXM',4000,'not-stated','its row\'s note: "so extrapolating, that would put it at ~4k GPUs"; quote: "thousands of ... NVIDIA GPUs"')
b17('bound','vultr-chicago-cluster','AMD Instinct MI300X',3000,'not-stated','its row: "With thousands of MI300X GPUs available"; note: "I\'m also estimating "thousands" as 3k"')
b17('other-model','xtx-markets-cluster',A17,10000,'not-stated','its row: "twenty thousand A/V100 GPUs" (two models together, the whole\'s); note "10k A100s, but it\'s unclear if they\'re just estimating this"; Hardware note "Maybe 10k A100, 10k V100?"')
b17('bound','oracle-2020-a100-cluster',A17,512,'not-stated','its row: "allowing customers to scale up to 512 GPUs in a single cluster": a bound (the note doubts it was built)')
b17('other-model','immunity-bio-cluster',V17,320,'not-stated','its row: "ImmunityBio has deployed its 320 GPU cluster"; Certainty Note "Uncertain exactly what type of GPU it is": the row does not know its model (as planned-100 of batch 13, relabelled session 25)')
b17('other-model','kt-internal-mi250-cluster','AMD Radeon Instinct MI250X',1200,'not-stated','its row: "1,200 MI250s for KT\'s internal LLM development": MI250, a model of its own in rules/models.yaml, not MI250X (Hardware note "AMD MI250X" is the row\'s, the quote names its model)')
b17('year-unit','lawrence-livermore-nl-lassen-phase-2','Cerebras CS-1',1,'not-stated','its row: "the Cerebras CS-1 machine was recently integrated": 1 only in the model\'s name; "one" is no count but before units')
b17('planned','xai-colossus-2-memphis-phase-2',GB17,330000,'not-stated','its row: "550k GB200s & GB300s" (two of the record\'s models together: the whole\'s); note: "I will naively assume that the remaining will be split 50/50 ... so 330k GB200s": Epoch\'s assumption')
b17('planned','xai-colossus-2-memphis-phase-2','NVIDIA GB300 (Blackwell Ultra)',220000,'not-stated','its row: "550k GB200s & GB300s"; note: "220k GB300s" after "I will naively assume": Epoch\'s assumption')
b17('equivalent','eu-ai-gigafactory-2',GB17,40000,'not-stated','its row\'s note: "at least 100k Hopper-equivalent AI chips, which would be ~40k current frontier chips (Blackwells)": a conversion; quote "beyond 100,000 advanced AI chips" a bound')
b17('equivalent','g42-microsoft-30mw-uae-cluster-b',H17,15000,'not-stated','its row: "30, 30, and 100 megawatts each, the equivalent of nearly 100,000 H100 chips (approximately 15,000, 15,000, and 50,000-60,000 respectively)": megawatts converted to H100s')
b17('product','jupiter-julich','NVIDIA GH200',23536,'not-stated','its row: "close to 24,000 NVIDIA GH200 Superchips" (a bound) and "At 72 cores per Grace, that is 23,536 Grace CPUs and therefore 23,536 Grace-Hopper units": worked out from TOP500 cores, arithmetic (unsure: the source\'s own arithmetic, not Epoch\'s)')
b17('other-model','project-ceiba-phase-2',GB17,20736,'not-stated','its row: "Alongside the 20,736 B200 GPUs, Ceiba will boast 10,368 Grace CPUs", "built using the new liquid-cooled GB200 NVL72 platform": the count is of B200, the GB200 only a rack type (unsure: two B200 a GB200 superchip)')
b17('family','argonne-nl-aurora','Intel Data Center GPU Max 1550',63744,'not-stated','its row: "boasting 63,744 Intel Data Center GPU Max Series": the family, so no 1550 count (as other-count-42, relabelled session 24); the Hardware note\'s 1550 is the row\'s, the quote names its own')
b17('bound','calcul-quebec-narval',A17,636,'not-stated','its row: "it features more than 632 state-of-the-art graphics processing units": a bound; 636 only in Epoch\'s numeric columns ("From Top500")')
b17('bound','horizon-compute-baobab-phase-1',H17,1024,'not-stated','its row: "two large-scale clusters (2000+ H100s)"; the note\'s "a 1k H100 cluster" is the writer\'s reading ("Judging by their current offerings ... I\'m interpreting"); 1,024 only in the numeric columns')
b17('planned','gcore-data-center-phase-2',H17,500,'not-stated','its row: "Gcore plans to expand this to more than 1,000 GPUs ... will include H200s and GB200s": a bound; 500 only in the numeric columns')
b17('multi-system','tensorwave-mi300x-cluster-1-phase-2','AMD Instinct MI300X',10000,'not-stated','its row: "20,000 MI300X accelerators deployed across two facilities": a sum over sites; note "Assuming half in each"')
b17('other-model','princeton-della-phase-2','NVIDIA A100 SXM4 80 GB',316,'not-stated','its row: "a new cluster of 300 Nvidia H100 GPUs": no A100 count; 316 only in the numeric columns')
b17('other-model','surf-snellius-phase-3','NVIDIA A100 SXM4 80 GB',288,'not-stated','its row: "The expansion includes the addition of 352 NVIDIA H100 (Hopper) GPUs": no A100 count; 288 only in the numeric columns')
b17('other-model','xai-fulton-georgia',A17,336,'not-stated','its row: "an estimated 12,448 Nvidia GPUs", "Roughly 3% of the chips are Nvidia\'s less-powerful A100 GPUs": a share, no A100 count; 336 only in the numeric columns')
b17('other-model','meta-prometheus-new-albany',GB17,300000,'not-stated','its row: "GB200/GB300: 500,000" (two of the record\'s models together: the whole\'s); note "I\'m assuming it\'s 60% GB200"')
# Epoch rows "Calculated from Top500" (or with no quote): the number only in the numeric columns
b17('top500','naver-corp-sejong',A17,2240,'not-stated','its row: "Calculated from Top500", Hardware note A100: 2,240 only in the numeric columns')
b17('top500','samsung-ssc4',H17,2496,'not-stated','its row: "Calculated from Top500": 2,496 only in the numeric columns')
b17('top500','sandia-nl-el-dorado','AMD Instinct MI300A',1520,'not-stated','its row: "Calculated from Top500": 1,520 only in the numeric columns')
b17('top500','core42-ai-03','AMD Instinct MI210',4320,'not-stated','its row: "Calculated from Top500": 4,320 only in the numeric columns')
b17('top500','kt-superpod',A17,792,'not-stated','its row: "Calculated from Top500": 792 only in the numeric columns')
b17('top500','petrobras-dragao',V17,2176,'not-stated','its row: "Calculated from Top500": 2,176 only in the numeric columns')
b17('top500','g42-artemis',V17,1296,'not-stated','its row: "Calculated from Top500": 1,296 only in the numeric columns')
b17('planned','paper-on-llama-3-1',H17,16384,'not-stated','its row has no quote or note (Possible Duplicate Of Meta GenAI 2024a, 2024b): 16,384 only in the numeric columns')
# Epoch rows: the equal number is another row's
b17('multi-system','paper-on-stable-diffusion',A17,256,'not-stated','its row has no quote; Polyglot\'s row (Possible Duplicate Of Stable Diffusion): "Stability AI ... provided access to 256 A100s (8 * 32 nodes)": a row that leads with another record\'s name is that record\'s')
b17('multi-system','microsoft-azure-pioneer-wus2',A17,1312,'not-stated','its row: "Calculated from Top500"; ND A100 v4\'s row: "so the clusters can include at least 1312 A100s": another row, a bound')
b17('multi-system','paper-on-phi-3-5-mini',H17,512,'not-stated','its row has no quote (Possible Duplicate Of Eagle); Florence\'s row: "512 NVIDIA-A100 GPUs": another row, another model')
b17('multi-system','paper-on-gshard',T3_17,1024,'not-stated','its row has no quote (Possible Duplicate Of MLPerf 0.7); LaMDA\'s row: "We pre-trained LaMDA on 1024 TPU-v3 chips": another row\'s count of the same model')
b17('multi-system','paper-on-noisy-student',T3_17,1024,'not-stated','its row has no quote (Possible Duplicate Of Google TPUv3 POD Generic); the pod\'s row: "A TPU v3 Pod is composed of 1024 chips": the pod\'s row, not Noisy Student\'s')
b17('multi-system','paper-on-megatron-lm',DG17,512,'not-stated','its row has no quote (Possible Duplicate Of Circe); Taipei-1\'s row: "64 DGX H100 systems - each of which includes eight H100 GPUs (for a total of 512)": another row, another model')
b17('multi-system','rpi-supercomputer-2',V17,608,'not-stated','its row: "Calculated from Top500"; AiMOSx\'s row note: "Possibly actually has 608 V100s": another row, a guess')
b17('multi-system','nvidia-circe','NVIDIA Tesla V100 SXM2',576,'not-stated','its row: "Calculated from Top500"; Eos\'s rows: "576 DGX H100 systems": another row, systems')
b17('multi-system','paper-on-seer-training',DG17,512,'not-stated','its row has no quote (Possible Duplicate Of Meta 2017 V100 Cluster); SEER\'s row: "8 days of training over 512 GPUs": Paper on SEER\'s row, a name inside this one\'s longer name')
b17('multi-system','sesterce-h100s-phase-1',H17,2048,'not-stated','its row: no count (note: "This is likely the early phases of the Paris 4k H100 cluster"); Synapse Phase 1\'s row: "2048 x H200 SXM": another row, another model')
b17('multi-system','meta-2017-p100-cluster','NVIDIA P100',992,'not-stated','its row: "Calculated from Top500"; OPT\'s row (same owner): "training OPT-175B on 992 80GB A100 GPUs": another row, another model')
b17('year-unit','lawrence-livermore-nl-el-capitan-phase-1','AMD Instinct MI300A',512,'not-stated','its row: "Calculated from Top500"; Frontier\'s row: "access to 512 GB of DDR4 memory": another row, memory')
# ByteAILab's Chinese posts: another party's count equal to the record's
b17('multi-system','nvidia-saturn-v-phase-2',V17,5280,'not-stated','"预计剩余的5280颗芯片将于今年夏天交付给Isambard-AI系统": Isambard-AI\'s GH200; Saturn V not named (NVIDIA only as the maker)',BY17+'2024-05-22-auto4-7T0ng1.md')
b17('multi-system','meta-research-supercluster-rsc-1-phase-2',A17,16000,'not-stated','"甲骨文芯片数量已经从5月份的16000块增长到了24000块": xAI\'s chips rented from Oracle; Meta not named',BY17+'2024-07-16-auto4-P66UEO.md')
b17('multi-system','openai-microsoft-mt-pleasant-wisconsin-phase-1',GB17,150000,'not-stated','"未来还会扩展到15万张H100和5万张H200": xAI\'s Colossus, H100; OpenAI named only as xAI\'s rival',BY17+'2024-09-05-auto4-XPZt2O.md')
b17('multi-system','aws-ec2-p5-ultraclusters',H17,20000,'not-stated','"特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU，和2万个特斯拉的Dojo AI晶圆级芯片": Cortex\'s Dojo chips; AWS not named',BY17+'2024-09-05-auto4-XPZt2O.md')
b17('bound','openai-microsoft-mt-pleasant-wisconsin-phase-2',GB17,700000,'not-stated','"甚至有媒体预测，GPT6未来部署的时候，需要70万-80万张卡才能支撑": the low end of a predicted range of cards, no model, no site',BY17+'2024-05-09-auto4-iK5Nwa.md')
b17('multi-system','meta-100k',H17,100000,'not-stated','"xAI耗时19天，打造了由10万块H100组成的世界最大超算集群" and Cortex\'s "约10万个H100/H200": xAI\'s and Tesla\'s; Meta not named',BY17+'2024-08-09-auto4-D8jbfD.md')
b17('year-unit','aist-abci-2-0',A40_17,960,'not-stated','the image\'s address "HPE-to-Deliver-960x540.jpg": pixels, on a post about ABCI 3.0 that counts no A100',BY17+'2024-07-11-auto3-GVAAFW.md')
# other posts: prices, jobs, units
b17('year-unit','xai-colossus-memphis-phase-3',GB17,30000,'not-stated','"giá GPU Nvidia H100, mỗi chiếc có giá hơn 30.000 USD": a price; no GB200 on the page',AI+'AnVan02+web_test/tintuc/Elon-Musk-va-xAI-khi-Elon-quyet-tam-canh-tranh-ca-the-gioi.php')
b17('year-unit','microsoft-nvidia-partnership',H17,15000,'not-stated','"estimates ranging from 9,000 to 15,000 positions eliminated this year": jobs, a range; no H100 count of Microsoft\'s',AI+'theneworacle+theneworacle.github.io/posts/microsoft-charts-course-as-frontier-ai-firm-amidst.html')
b17('multi-system','tesla-cortex-phase-1',H17,50000,'not-stated','"Each building on the campus is expected to house up to 50,000 Nvidia GB200 NVL72 units": Stargate Abilene\'s, a bound per building, another model; Tesla not named',AI+'theneworacle+theneworacle.github.io/posts/stargates-first-ai-data-center-in-texas-10-things-.html')
b17('other-model','eurohpc-karolina',A17,576,'not-stated','"576 GPU Blackwell + 288 CPU Grace": Microsoft Azure\'s GB200 NVL72 racks, another model; Karolina not named',AI+'AnVan02+web_test/tintuc/NVIDA-Blackwell-gb200-quaithu-AI-cua-microsoft-azure-san-sang-thay-doi-cuoc-choi.php')
b17('cpu-cores','surf-snellius-phase-1',A17,288,'not-stated','"576 GPU Blackwell + 288 CPU Grace": CPUs of Azure\'s racks; Snellius not named',AI+'AnVan02+web_test/tintuc/NVIDA-Blackwell-gb200-quaithu-AI-cua-microsoft-azure-san-sang-thay-doi-cuoc-choi.php')
# user guides of other machines: the same model, the same number, another system
b17('multi-system','pawsey-supercomputing-centre-setonix','AMD Radeon Instinct MI250X',768,'not-stated','"Crusher contains a total of 768 AMD MI250X": Crusher\'s; Setonix not named',AI+'olcf+olcf-user-docs/systems/crusher_quick_start_guide.rst')
b17('multi-system','nvidia-selene-phase-1',A17,2240,'not-stated','Polaris\'s table: "GPUs NVIDIA A100 4 2,240": Polaris\'s aggregate; Selene not named',AI+'argonne-lcf+user-guides/polaris/index.html')
b17('multi-system','high-performance-computing-center-stuttgart-hawk',A17,192,'not-stated','Sophia\'s table: "NVIDIA A100 GPU 8 192": Sophia\'s aggregate; Hawk not named',AI+'argonne-lcf+user-guides/sophia/index.html')
b17('year-unit','nci-australia-gadi','NVIDIA Tesla V100 SXM2',640,'not-stated','"two nodes with 640 GB of GPU memory": Sophia\'s memory; Gadi not named',AI+'argonne-lcf+user-guides/sophia/index.html')
b17('other-model','leonardo-spa-davinci-1',A17,320,'not-stated','Puhti: "80 GPU nodes, with total of 320 Nvidia Volta V100 GPUs": another system\'s, another model; davinci-1 not named',AI+'CSCfi+csc-user-guide/docs/computing/available-systems.md')
b17('cpu-cores','eurohpc-karolina',A17,576,'not-stated','CYENS Prometheus: "CPU Cores : 288 physical / 576 logical": threads of another machine; Karolina not named',AI+'marios2019+prometheus-docs/docs/hardware/index.html')
b17('year-unit','eurohpc-vega','NVIDIA A100 PCIe',240,'not-stated','"Leonardo is a 240 PF [[BullSequana XH2000]] ... supercomputer": petaflops of another EuroHPC machine with A100 nodes; Vega not named',LL+'Leonardo.md')
b17('year-unit','paper-on-code-llama',A17,400,'not-stated','"One has a 400G RoCEv2 backend": network speed on the page of Meta\'s two 24,576-GPU H100 clusters ("The Llama-3 paper calls them ..."); no A100, no Code Llama',LL+"Meta's H100 clusters.md")
b17('year-unit','texas-a-m-grace',A17,200,'not-stated','"Isambard-AI is a 200 PF Grace+Hopper system": petaflops, and "Grace" the CPU of another machine; Texas A&M not named',LL+'Isambard-AI.md')
# HPCG and HPL-MxP tables: the number is a cell of another row
HP17='hpcg-icl-web/hpcg/custom/'
b17('cpu-cores','argonne-nl-aurora','Intel Data Center GPU Max 1550',63744,'not-stated','SC25 HPCG list: "SAKURAONE CYB ... NVIDIA B200 SXM 180GB 63,744": another row\'s cores; Aurora\'s own row gives cores, no GPUs',HP17+'sc25.html')
b17('multi-system','eurohpc-meluxina',A17,800,'not-stated','SC25 HPCG list: "SAKURAONE — Xeon Platinum 8580 60C 2GHz, 800G Ethernet": another row\'s network; MeluXina\'s own row gives cores, no GPUs',HP17+'sc25.html')
b17('multi-system','surf-snellius-phase-3',H17,352,'not-stated','SC23 HPCG list: "ASPIRE 2A (CPU Partition) ... 98,304 2.579 352": another row\'s rank; Snellius\'s rows give cores, no GPUs',HP17+'sc23.html')
b17('multi-system','university-of-tokyo-wisteria-bdec-01-aquarius',A17,360,'not-stated','SC23 HPCG list: "HEMUS ... 19,840 2.526 360": another row\'s rank; Aquarius\'s own row gives cores, no GPUs',HP17+'sc23.html')
b17('multi-system','agh-cyfronet-helios','NVIDIA GH200',440,'not-stated','SC24 HPCG list: "Champollion ... 19,840 2.537 440": another row\'s rank; Helios GPU\'s own row gives cores, no superchips',HP17+'sc24.html')
b17('multi-system','agh-cyfronet-athena',A40_17,384,'not-stated','SC22 HPCG list: "ATERUI II ... 40,000 2.090 384": another row\'s rank; Athena\'s own row gives cores, no GPUs',HP17+'sc22.html')
b17('multi-system','tu-dresden-alphacentauri',A40_17,272,'not-stated','ISC25 HPCG list: "CTS-1 Manzano ... 71,424 4.281 272": another row\'s rank; AlphaCentauri\'s own row gives cores, no GPUs',HP17+'isc25.html')
b17('multi-system','nvidia-tethys',A17,160,'not-stated','HPL-MxP results: "Big Red 200 GPU | 31,744 | 0.006 | 160": another row\'s cell; Tethys\'s own row gives cores, no GPUs','hpcg-icl-web/hpl-mxp.org/results.md')
b17('multi-system','dell-rattler',A17,192,'not-stated','SC23 HPCG list: "ANEMOS ... 126,468 3.945 192": another row\'s rank',HP17+'sc23.html')
# ==== end of batch 17 ====

# ==== batch 18 (session 25, issue 14): blind, pages whose counts multiply to the claim's number ====
# Claims read blind off (page, system, value) triples no earlier case used
# (checked with python over claims.yaml), by a labeller who ran no checker,
# matcher, claims suite, audit or eval-claims before committing them. Found
# with python over the corpus: two counts of one passage (a sentence, a row's
# cells, a few lines of a list) whose product is the claim's value, then each
# page read (an Epoch row: every non-empty cell). Issue 14's held-out `states`
# precision is short, and a false `states` needs the page to give the number,
# written (batch 17) or as a product the checker works out: this batch is the
# second kind. Traps: nodes times CPUs or cores a node ("9,408 AMD compute
# nodes ... [1x] 64-core", "80 DGX A100 systems ... two AMD EPYC 7742 CPUs
# (64 cores each)", "40 servers ... 112 CPU cores"), the CPU-only partition's
# nodes times the GPU partition's per-node count (Leonardo's Data Centric
# Module, Jean Zay's "1,528 Intel ... nodes and 261 GPU nodes, each with
# four"), a cabinet's, rack's or scalable unit's product ("74 ... cabinets,
# each with 128 ... nodes" and "[4x] AMD MI250X"; "two nodes per chassis,
# seven chassis per rack"; "4 x Scalable Units, each of which contain 32
# nodes"), all nodes times a count only some hold ("192 of the 768 nodes are
# equipped with four"), memory groups of a partition ("20 nodes with 384 GB
# of memory and 11 nodes with 768 GB"), a hypothetical fully populated
# machine ("should have a total of 9,472 nodes"), the sum of two models'
# partitions (Taipei-1's H100 and L40, HPC4's V100 and A100), a planned
# federation of nine machines times one's 64 systems (Condor Galaxy), two
# sets of pods where the record is one set, a writer's estimate ("let's round
# up to 8192" nodes, "at least 1312" from 164 VMs), and a family's count
# beside CPUs (RPi AiMOS). True `states` where the product is the record's
# own total are nearly gone: batches 1 to 17 used every unused triple of a
# record's own count on a page whose passage multiplies to it (a python scan
# of every Epoch row and corpus page found one, Quebec's "80x25", no count),
# so the batch's `states` are sums of one model's partitions (Delta's
# "100 quad A100 GPU nodes" and "Five eight-way A100 GPU nodes", Jean Zay
# phase 3's 52 and three nodes of eight A100). Labels go by the pages as
# batches 8 to 17 read them (the README's products: a node count times a
# per-node count of one passage is the page's total; a count per node, rack,
# cabinet or pod states a total only as a product with a count of those
# units; products of partitions of the model state their sum, each
# partition contradicting the machine's). Held out: every third case of each
# kind counted within batch 18 alone, in file order.
# Relabelled session 27 (lead's decision, tune): product-64, Jean Zay phase 3's
# 440 A100, contradicts (was states, unsure): the row's 80 GB and 40 GB PCIe
# nodes are two models, as Perlmutter's; audit-product-6's 416 `states` agrees.
# Reread for the same point without its result (held out): product-63, the
# row's 24 (three nodes of eight A100 40GB PCIe), states (was contradicts).
B18=len(C)
EP18='systems/epoch/gpu_clusters/gpu_clusters.csv'
H18,A18,V18,VS18,MI18,GH18='NVIDIA H100 SXM5 80GB','NVIDIA A100','NVIDIA V100','NVIDIA Tesla V100 SXM2','AMD Radeon Instinct MI250X','NVIDIA GH200'
def b18(kind,sysid,part,value,expect,note,f=EP18): add(kind,f,sysid,part,value,expect,note)
# Epoch rows: nodes times CPUs or cores a node (the row's GPU total is a product of the same passage)
b18('cpu-cores','oak-ridge-nl-frontier',MI18,602112,'contradicts','its row: "a total of 9,408 AMD compute nodes" and "[1x] 64-core AMD ... CPU": cores; "Each node also contains [4x] AMD MI250X": 37,632')
b18('product','oak-ridge-nl-frontier',MI18,512,'contradicts','its row: "74 Olympus rack HPE cabinets, each with 128 AMD compute nodes" and "[4x] AMD MI250X" a node: a cabinet\'s; 9,408 nodes make 37,632')
b18('cpu-cores','eurohpc-leonardo',A18,110592,'contradicts','its row: "3456 computing nodes, each equipped with four NVIDIA A100 ... driven by a single 32-cores Intel Ice Lake CPU": cores; 13,824 A100')
b18('cpu-cores','eurohpc-lumi',MI18,190592,'contradicts','its row: "2978 nodes, each node with one 64-core AMD Trento CPU and four AMD MI250X GPUs. A total of 11912": cores')
b18('cpu-cores','eurohpc-meluxina',A18,400,'contradicts','its row: "200 GPU nodes ... each featuring 2 AMD Rome CPUs ... and 4 NVIDIA A100-40 GPUs": 400 CPUs; 800 A100')
b18('cpu-cores','eurohpc-meluxina',A18,25600,'contradicts','its row: "200 GPU nodes ... (32 cores @ 2.35 GHz - 128HT cores total)": threads; 800 A100')
b18('cpu-cores','eurohpc-meluxina',A18,12800,'contradicts','its row: "200 GPU nodes ... each featuring 2 AMD Rome CPUs (32 cores ...)": physical cores; 800 A100')
b18('cpu-cores','nvidia-cambridge-1',A18,160,'contradicts','its row: "80 DGX A100 systems ... Each DGX A100 has 8 A100 GPUs, ... two AMD EPYC 7742 CPUs": 160 CPUs; 640 A100')
b18('cpu-cores','nvidia-cambridge-1',A18,10240,'contradicts','its row: "80 DGX A100 systems ... two AMD EPYC 7742 CPUs (64 cores each)": cores; 640 A100')
b18('cpu-cores','oak-ridge-nl-summit',VS18,9216,'contradicts','its row: "4,608 compute servers, each containing two 22-core IBM Power9 processors and six NVIDIA Tesla V100": 9,216 CPUs; 27,648 V100')
b18('cpu-cores','oak-ridge-nl-summit',VS18,202752,'contradicts','its row: "4,608 compute servers, each containing two 22-core IBM Power9 processors": cores; 27,648 V100')
b18('cpu-cores','tsubame4-0',H18,480,'contradicts','its row: "240 nodes ... Each node has a pair of AMD\'s 4th generation Epyc processors ... and four of Nvidia\'s H100": 480 CPUs; 960 H100')
b18('cpu-cores','gcore-data-center-phase-1',H18,4480,'contradicts','its row: "320 Nvidia H100 GPUs stacked onto 40 servers. Each server also has ... 112 CPU cores": cores; 320 H100')
b18('cpu-cores','nci-australia-gadi',VS18,320,'contradicts','its row: "160 nodes each containing four Nvidia V100 GPUs and two 24-core Intel Xeon ... processor": 320 CPUs; 640 V100')
b18('cpu-cores','nci-australia-gadi',VS18,7680,'contradicts','its row: "160 nodes each containing ... two 24-core Intel Xeon Scalable \'Cascade Lake\' processor": cores; 640 V100')
b18('cpu-cores','rpi-aimosx-npl-cluster',V18,80,'contradicts','its row: "40 nodes, 2x20 Core Xeon processors with 8 v100 Nvidia GPUS ... each": 80 CPUs; 320 V100')
b18('cpu-cores','rpi-aimosx-npl-cluster',V18,1600,'contradicts','its row: "40 nodes, 2x20 Core Xeon processors ... each": cores; 320 V100')
b18('cpu-cores','jean-zay-supercomputer-phase-2',VS18,522,'contradicts','its row: "261 four-GPU accelerated compute nodes with: 2 Intel Cascade Lake 6248 processors": CPUs; 2,696 V100 over the three partitions')
b18('product','jean-zay-supercomputer-phase-2',VS18,160,'contradicts','its row: "20 nodes with 384 GB of memory and 11 nodes with 768 GB of memory 8 Nvidia Tesla V100": the 20 are part of the 31 eight-GPU nodes, which make 248; a memory group, 2,696 in all')
b18('product','jean-zay-supercomputer-phase-2',VS18,88,'contradicts','its row: "11 nodes with 768 GB of memory" of the 31 eight-GPU nodes: a memory group; 248 in the partition, 2,696 in all')
b18('cpu-cores','kaust-shaheen-iii',GH18,9216,'contradicts','its row: "The compute-only partition ... will comprise 4,608 nodes, each with two of AMD\'s fourth-gen Epyc "Genoa" CPUs": CPUs of the CPU partition; "These 2,816 Superchips"')
b18('cpu-cores','los-alamos-nl-venado',GH18,132480,'contradicts','its row: "2,560 ... Nvidia Grace Hopper Superchips; 920 Nvidia Grace CPU Superchips, each of which contains 144 Arm cores": cores of the CPU superchips')
# Epoch rows: groups, partitions and all nodes times what only some hold
b18('product','fzj-jureca','NVIDIA A100 SXM4 40 GB',3072,'contradicts','its row: "192 of the 768 nodes are equipped with four NVIDIA A100": only 192 nodes hold four, 768 A100')
b18('product','university-of-illinois-ncsa-delta',A18,440,'states','its row: "100 quad A100 GPU nodes consisting of: Four NVIDIA A100 GPUs" and "Five eight-way A100 GPU nodes consisting of: Eight NVIDIA A100 GPUs": partitions of the model, 400 + 40, stated as their sum (README; the record\'s 480 is contradicted, other-count-67) (unsure: the sum is written nowhere)')
b18('product','jean-zay-supercomputer-phase-3',A18,24,'states','its row: "three Apollo 6500 Gen10 nodes, each with eight Nvidia A100 40GB PCIe GPUs": the 40 GB PCIe model\'s own count (3 x 8) beside "52 nodes ... each with eight Nvidia A100 80GB" (416), two models as Perlmutter\'s; either states the generic "NVIDIA A100" part, as 416 does (audit-product-6) (relabelled session 27 without its result, after product-64: was contradicts, read as a partition of one model; unsure)')
b18('product','jean-zay-supercomputer-phase-3',A18,440,'contradicts','its row: 52 nodes of eight A100 80GB and three nodes of eight A100 40GB PCIe: two models the row holds apart, as Perlmutter\'s 40 and 80 GB, so 416 and 24 are each one model\'s count and neither is 440 (relabelled session 27, lead, was states and unsure: audit-product-6 labels 416 `states` for this part on this row, which a partition sum of one model would contradict)')
b18('product','nvidia-taipei-1',H18,768,'contradicts','its row: "64 DGX H100 systems - each of which includes eight H100 GPUs (for a total of 512) - and 64 ... OVX systems, each of which includes four L40 GPUs": 512 + 256 adds two models; 512 H100')
b18('product','eni-hpc4-phase-2',V18,3000,'contradicts','its row: "1,375 nodes that house two Nvidia "V100 O&G" GPUs; 125 nodes have two Nvidia A100s": 2,750 + 250 adds two models; 2,750 V100')
b18('nodes-only','jean-zay-supercomputer-phase-1','NVIDIA Tesla V100 SXM2 32 GB',6112,'contradicts','its row: "1,528 Intel next-generation Xeon nodes and 261 GPU nodes, each with four Nvidia Tesla V100 (32GB) GPUs, 1,044 in all": "each" is the GPU nodes\'; 1,044')
b18('nodes-only','nvidia-eos-phase-1',H18,576,'not-stated','its row: "Eos will span 18 32-DGX H100 Pods, for a total of 576 DGX H100 systems": systems, of the full configuration (the whole\'s, README); Phase 1 is the "Pre-Eos 128 Node DGX SuperPOD", counted only by the Note\'s arithmetic')
b18('product','ibm-blue-vela',H18,256,'not-stated','its row: "128-node Compute Pods. These contain 4 x Scalable Units, each of which contain 32 nodes. The nodes contain [8] Nvidia H100": a scalable unit\'s; the cluster\'s count is unknown (a pod\'s 1,024 not-stated, per-node-40)')
b18('cpu-cores','cineca-marconi-100',V18,1960,'contradicts','its row: "Nodes: 980 / Processors: 2x16 cores IBM POWER9 / Accelerators: 4 x NVIDIA Volta V100 GPUs/node": CPUs; 3,920 V100 (product-16)')
b18('cpu-cores','cineca-marconi-100',V18,31360,'contradicts','its row: "Nodes: 980 / Processors: 2x16 cores IBM POWER9": cores; 3,920 V100')
b18('cpu-cores','rpi-aimos',V18,504,'not-stated','its row: "252 compute nodes with a total of 504 IBM Power9 processors and 1,512 Nvidia Volta GPUs": CPUs; the GPUs are counted by family, so no V100 count (as audit3-multi-system-7)')
# Epoch rows: a planned federation, sets of pods, a writer's estimate
b18('planned','condor-galaxy-3-cg-3','Cerebras CS-3',576,'contradicts','its row: "Upon completion in 2024, the nine inter-connected supercomputers" and "64 x CS-3s": the nine\'s, a planned whole; CG-3\'s 64 CS-3')
b18('planned','condor-galaxy-1-cg-1','Cerebras CS-2',576,'contradicts','its row: Note "First of 9 planned supercomputers", quote "CG-1 links 64 Cerebras CS-2 systems": 64')
b18('planned','condor-galaxy-9-cg-9','Cerebras CS-2',576,'not-stated','its row: "CG-1 links 64 Cerebras CS-2 systems" (CG-1\'s) and "the nine inter-connected supercomputers": no count of CG-9\'s own ("Unclear if they will use CS2 or CS3")')
b18('planned','condor-galaxy-5-cg-5','Cerebras CS-2',576,'not-stated','its row: "CG-1 links 64 Cerebras CS-2 systems" and "the nine inter-connected supercomputers will have 36 ExaFLOPS": CG-1\'s and the nine\'s; no count of CG-5\'s own')
b18('product','gemini-1-0-ultra-training-cluster-a','Google TPU v4',57344,'contradicts','its row: Note "Believed to be trained on two sets of 7 pods of 4096 TPUs": two sets, the record one set, 28,672 (audit2-product-4); quote "across multiple data centers totaling 55,000"')
b18('product','gemini-1-0-ultra-training-cluster-b','Google TPU v4',57344,'contradicts','its row: "two sets of 7 pods of 4096 TPUs": both sets; the record is one, 28,672 (audit2-product-5)')
b18('bound','nd-a100-v4',A18,1312,'not-stated','its row\'s note: "a pool of 164 8xA100 VMs, so the clusters can include at least 1312 A100s": Epoch\'s arithmetic, a bound; "This might be a slice of a larger cluster"')
# limelead pages
LL18='limelead-quartz-systems/systems/'
b18('product','oak-ridge-nl-frontier',MI18,37888,'contradicts','"a fully populated 74-cabinet Cray EX4000 ... should have a total of 9,472 nodes. 64 nodes, or a half rack, are missing" times four MI250X a node: hypothetical; the page gives "37,632 AMD MI250X GPUs"',LL18+'Frontier.md')
b18('cpu-cores','eurohpc-leonardo',A18,3072,'contradicts','"Data Centric Module: 1,536 compute nodes ... 2x 56-core Intel Sapphire Rapids": CPUs of the CPU partition; "13,824 NVIDIA A100 GPUs"',LL18+'Leonardo.md')
b18('nodes-only','eurohpc-leonardo',A18,6144,'contradicts','"Data Centric Module: 1,536 compute nodes" times the Booster\'s "4x NVIDIA custom A100": the Data Centric nodes have no GPUs; 13,824 A100',LL18+'Leonardo.md')
b18('bound','lawrence-livermore-nl-el-capitan-phase-1','AMD Instinct MI300A',32768,'not-stated','"four APUs per node which would place the system at between 8,157 nodes (let\'s round up to 8192) ... 13,021 nodes": the writer\'s estimate (as bound-1 to bound-3)',LL18+'El Capitan.md')
b18('product','lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',512,'not-stated','"128x GPU nodes _or_ 256 CPU nodes" a cabinet and "4 NICs per node": no GPUs per node in that passage; the page gives no GPU total (product-8)',LL18+'Perlmutter.md')
b18('product','argonne-nl-aurora','Intel Data Center GPU Max 1550',384,'not-stated','"6x Intel Data Center GPU Max 1550" a node, "64 nodes per cabinet": a cabinet\'s; "10,624 compute nodes" sit in the overview, another passage than the node section, and the page\'s 63,744 count the family (as other-count-42 and per-node "6" read this page), so no 1550 total (relabelled session 26 after a blind second reading of the held-out labels, without results; was contradicts, marked unsure)',LL18+'Aurora.md')
b18('per-node','meta-genai-2024b',H18,3072,'contradicts','"Each pod is a nonblocking fabric domain consisting of - 3,072 NVIDIA H100 GPUs" and "8 pods", "24,576 NVIDIA H100 GPUs": a pod\'s (README: a count per pod states a total only as a product) (rounded-5, 2024a\'s 3,072 on this page, was relabelled to match in session 25)',LL18+"Meta's H100 clusters.md")
# OLCF and ALCF guides
CR18=AI+'olcf+olcf-user-docs/systems/crusher_quick_start_guide.rst'
b18('product','olcf-crusher','AMD Instinct MI250X',512,'contradicts','"2 cabinets, the first with 128 compute nodes" and "[4x] AMD MI250X" a node: the first cabinet\'s; "Crusher contains a total of 768 AMD MI250X"',CR18)
b18('product','olcf-crusher','AMD Instinct MI250X',256,'contradicts','"the second with 64 compute nodes" times [4x] MI250X: the second cabinet\'s; 768',CR18)
b18('cpu-cores','olcf-crusher','AMD Instinct MI250X',12288,'contradicts','"a total of 192 compute nodes", "[1x] 64-core AMD EPYC 7A53": cores; 768 MI250X',CR18)
b18('cpu-cores','oak-ridge-nl-summit',VS18,9200,'contradicts','"Each of the approximately 4,600 compute nodes on Summit contains two IBM POWER9 processors and six NVIDIA Tesla V100": CPUs; about 27,600 V100 (nodes-only-8)',AI+'olcf+olcf-user-docs/systems/summit_user_guide.rst')
PO18=AI+'argonne-lcf+user-guides/polaris/index.html'
b18('product','argonne-nl-polaris',A18,56,'contradicts','"two nodes per chassis, seven chassis per rack" and "four NVIDIA A100 GPUs" a node: a rack\'s; the table\'s aggregate 2,240',PO18)
b18('cpu-cores','argonne-nl-polaris',A18,17920,'contradicts','table row "Cores/Threads | AMD Zen 3 (Milan) | 32/64 | 17,920/35,840": 560 nodes x 32 cores; GPUs 2,240',PO18)
b18('cpu-cores','argonne-nl-polaris',A18,17920,'contradicts','"560 nodes, each with one AMD Milan CPU (32 cores) and four NVIDIA A100 GPUs": cores; 2,240 A100',AI+'argonne-lcf+GettingStarted/README.md')
SO18=AI+'argonne-lcf+user-guides/sophia/index.html'
b18('product','argonne-nl-sophia-formerly-theta',A18,176,'contradicts','"22 nodes with 320 GB of GPU memory" times eight A100 a node: a memory group; the table\'s aggregate 192',SO18)
b18('product','argonne-nl-sophia-formerly-theta',A18,16,'contradicts','"two nodes with 640 GB of GPU memory" times eight A100: a memory group; 192',SO18)
b18('cpu-cores','argonne-nl-sophia-formerly-theta',A18,48,'contradicts','table row "AMD Rome 64-core CPU | 2 | 48": CPUs of 24 nodes; "NVIDIA A100 GPU | 8 | 192"',SO18)
# other guides and a CPU total
b18('cpu-cores','university-of-oxford-jade2',VS18,2520,'not-stated','"63 NVIDIA DGX-MAX-Q servers, each with 8 GPUs and 40 CPU cores": cores; no model named for the 504 GPUs (as nodes-only-13)',AI+'jade-hpc-gpu+docs/jade/index.rst')
b18('cpu-cores','eurohpc-lumi',MI18,190592,'contradicts','"2978 nodes with 4 AMD MI250x GPUs", "The LUMI-G nodes CPU is a single 64-core AMD EPYC 7A53": cores; 11,912 MI250X',AI+'Lumi-supercomputer+lumi-userguide/docs/hardware/lumig.md')
# ==== end of batch 18 ====

# ==== batch 19 (session 26, issue 14): blind, approximate, rounded and bounded counts near the claim ====
# Claims read blind off (page, system, value) triples no earlier case used
# (checked with python over claims.yaml), by a labeller who ran no checker,
# matcher, claims suite, audit or eval-claims before committing them. Found
# with python over the corpus: a count written approximately ("~40k", "close
# to 10k", "nearly 2000", "approximately 2.5K", "10万"), abbreviated ("10k",
# "200k", "4.6k", "10.7k"), bounded ("more than 632", "over 2,000", "1,000+",
# "up to 16k", "at least 4140") or round ("300", "4,000") within about 15 % of
# a record's count, and the mirror, a round claim against the exact count of
# the record's own row (2,240 for 2,200, 24,576 for 25,000, 19,725 for
# 20,000), then each page read (an Epoch row: every non-empty cell). Issue 14's
# held-out `states` precision is short; batches 17 and 18 took the number
# written and the number multiplied, this batch the third way a page carries
# a number close to the claim. True `states` are few: Epoch rows whose round
# or abbreviated figure equals the claim ("a 200k GB300 cluster", "4,000
# Cloud TPU Chip", "300 Nvidia H100", "Provider A: 2000 chips") or an
# abbreviation beside the exact count ("The 10k Grace Hopper GPUs" beside
# 10,752, "expanded to 2k H100s" beside 2048, as rounded-18 reads "each 24K
# cluster" beside 24,576). Traps: bounds ("more than", "over", "1,000+", "up
# to", "can scale to", "at least"; "nearly" and "close to" as bound-45 and
# product-57 read them), ranges ("50,000-60,000"), Epoch's own estimates,
# inferences and conversions ("estimated as 2,200", "which suggests that
# their largest cluster is 4k", "~= 4k B200s", "~40k current frontier
# chips"), equivalents of several sites ("the equivalent of nearly 100,000
# H100 chips"), a first shipment, a count of two models ("200k (50k H200s)"),
# the cluster a later phase doubles, another model's or another system's
# round figure ("50k H200s", "a 400k VR200 cluster", "a 4.6k cluster with the
# same name", "a 10k Blackwell Foxconn supercomputer"), a price ("30k per
# H100"), boards of four chips ("1,000 Cloud TPUs"), and round claims against
# an exact count (contradicted: a figure the page writes exactly is at no
# coarser precision, as rounded-6 reads 14,000 against "14,400"). The corpus's
# pages beyond Epoch's rows carry few such forms no earlier case used (the
# Chinese posts, limelead's pages and the OLCF and ALCF guides were nearly all
# taken by batches 1 to 18), so the batch is mostly Epoch rows, each row a
# page as the suite cites it, at most four cases a record. Labels go by the
# pages as batches 8 to 18 read them (the README's approximations and
# bounds). Held out: every third case of each kind counted within batch 19
# alone, in file order. Relabelled after its first run (lead, session 26, tune
# only): rounded-35 (Alps phase 2, 10,000 GH200) contradicts, was states: "The
# 10k Grace Hopper GPUs" count the Hopper family, and a page counts GH200 only
# where it writes GH200 or Grace Hopper superchips (session 23's convention);
# the batch's other case read as an abbreviation beside the exact count
# ("expanded to 2k H100s") names its model.
B19=len(C)
EP19='systems/epoch/gpu_clusters/gpu_clusters.csv'
H19,A19,V19,GH19='NVIDIA H100 SXM5 80GB','NVIDIA A100','NVIDIA V100','NVIDIA GH200'
def b19(kind,sysid,part,value,expect,note,f=EP19): add(kind,f,sysid,part,value,expect,note)
# Epoch rows: the row's own round or abbreviated figure equals the claim
b19('rounded','alps-supercomputer-phase-2',GH19,10000,'contradicts','its row: Note "The 10k Grace Hopper GPUs is by far the largest and most significant portion": Grace Hopper GPUs are the Hopper family\'s count, and a page counts GH200 only where it writes GH200 or Grace Hopper superchips with the count (session 23\'s convention, per-node-66/69), so the row\'s GH200 count is the quote\'s "10,752 of the world\'s coveted NVIDIA Grace Hopper superchips", which 10,000 does not equal (relabelled session 26 by that convention: was states, "10,000 at the Note\'s precision, as rounded-18 reads each 24K cluster", marked unsure)')
b19('rounded','horizon-compute-baobab-phase-2',H19,2000,'states','its row: Note "Unclear exactly when this was expanded to 2k H100s", quote "256 HGX H100 nodes (2048 GPUs)": 2,000 at the Note\'s precision (unsure, as alps-supercomputer-phase-2\'s 10k of this batch)')
b19('rounded','openai-stargate-abilene-oracle-oci-supercluster-phase-2','NVIDIA GB300 (Blackwell Ultra)',200000,'states','its row: "SA estimates the campus will house a previously-announced 100k GB200 cluster, as well as a 200k GB300 cluster and a 400k VR200 cluster": the source\'s estimate, as planned-161 reads its 100k GB200 (audit2-rounded-1 the record\'s 200,001)')
b19('rounded','google-tensorflow-research-cloud','Google TPU v2',4000,'states','its row: "the TensorFlow Research Cloud, a 1,000-TPU (4,000 Cloud TPU Chip) supercomputer", Hardware note TPUv2: the chips as written')
b19('rounded','princeton-della-phase-2',H19,300,'states','its row: "Princeton University has invested in a new cluster of 300 Nvidia H100 GPUs": as written (rounded-30 has the record\'s 296 at the page\'s precision)')
b19('exact','reka-h100-rental',H19,2000,'states','its row: "Provider A: 2000 chips", Hardware note H100: the rental, one provider\'s, its sentence naming no model (the row\'s) (unsure: the provider\'s chips could be the quote\'s A100s)')
# Epoch rows: an approximation or bound beside another count of the model
b19('rounded','reka-h100-rental',H19,2500,'contradicts','its row: "our peak compute being approximately 2.5K H100s and 2.5K A100s" over "clusters from a mixture of vendors": Reka\'s whole, several providers\'; the rental is "Provider A: 2000 chips"')
b19('rounded','eurohpc-lumi','AMD Radeon Instinct MI250X',10000,'contradicts','its row: Note "A portion of it first was innagurated ... close to 10k GPUs were confirmed to operational by Nov 2022": a portion at a date, and "close to" a bound (product-57); quote "A total of 11912 AMD GPUs"')
b19('bound','gsic-tsubame-2-5','NVIDIA Tesla K20X',4140,'contradicts','its row: Note "Top500 implies that there are at least 4140": a bound; "1,408 Compute Nodes; 3 GPUs [per compute node]" make 4,224 (product-35)')
b19('other-count','google-tensorflow-research-cloud','Google TPU v2',1000,'contradicts','its row: "a cluster of 1,000 Cloud TPUs", Note "1 cloud TPU = 4 TPU chips": boards of four chips (README: a count per unit); the row gives "4,000 Cloud TPU Chip"')
# Epoch rows: bounds, questions, estimates and inferences only
b19('bound','microsoft-explorer-wus3','AMD Radeon Instinct MI250X',2000,'not-stated','its row: "a #Microsoft #Azure #AI supercomputer with nearly 2000 #AMD MI250X #GPUs": a bound, as bound-45 reads "nearly 10,000"; Note "Chip count from Top500" (unsure: read as an approximation at its written precision, "nearly 2000" would state 2,000 itself)')
b19('bound','jupiter-julich',GH19,24000,'not-stated','its row: "a booster module comprising close to 24,000 NVIDIA GH200 Superchips": a bound (as product-57); "that is 23,536 Grace CPUs and therefore 23,536 Grace-Hopper units": worked out from TOP500 cores (unsure, as microsoft-explorer-wus3\'s "nearly 2000")')
b19('bound','oracle-oci-mi300x','AMD Instinct MI300X',16000,'not-stated','its row: Note "can scale up to 16k GPUs. It\'s unclear whether this implies that they have already built a 16k MI300x cluster", quote "for up to 16,384 MI300X GPUs": a bound and a question')
b19('bound','oracle-oci-supercluster-h100s',H19,16000,'not-stated','its row: Note "\\"can scale up to\\" 16k H100s. However, it\'s unclear whether they had actually built a 16k cluster", "renting 16k of these GPUs", "very likely that Oracle has several of these 16k H100 clusters": a bound, a question, a tenant\'s, a guess (README)')
b19('bound','nexgen-cloud-hyperstack-aq-compute-supercomputer',H19,16000,'not-stated','its row: Note "all 16k GPUs are in the same physical location" restates the quote\'s "With up to 16,384 H100 80G cards operating in a single cluster": a bound (README); "20,000" the supercloud\'s')
b19('bound','oracle-oci-supercluster-a100s',A19,32000,'not-stated','its row: Note "Oracle OCI can now scale to 32k A100s, but it\'s unclear whether this implies that a 32k A100 cluster has already been built", quote "can now scale up to 4,096 ... instances with 32,768 A100 GPUs": bounds and a question')
b19('bound','aist-abci-q',H19,2200,'not-stated','its row: Certainty Note "\\"more than 2,000\\": estimated as 2,200": Epoch\'s estimate of the quote\'s bound "more than 2,000 NVIDIA H100"')
b19('bound','horizon-compute-baobab-phase-1',H19,1000,'not-stated','its row: Note "Judging by their current offerings (March 2025), they have a 2k H100 cluster and a 1k H100 cluster, so I\'m interpreting this as them saying that they had two 1k H100 clusters": Epoch\'s inference (README); quote "two large-scale clusters (2000+ H100s)": a bound')
b19('bound','chan-zuckerberg-initiative-gpu-cluster',H19,1000,'not-stated','its row: "The high-performance computing cluster, which is planned to comprise 1,000+ GPUs": a bound')
b19('bound','softbank-superpod',A19,2000,'not-stated','its row: "an NVIDIA DGX SuperPOD ... AI supercomputer with over 2,000 NVIDIA Tensor Core GPUs": a bound; Note "Estimated \\"over 2,000\\" as 2,048": Epoch\'s')
b19('bound','calcul-quebec-narval',A19,632,'not-stated','its row: "it features more than 632 state-of-the-art graphics processing units": a bound')
b19('bound','yotta-shakti-cloud-nm1-phase-1',H19,4000,'not-stated','its row: "Yotta\'s first slot of more than 4,000 GPUs": a bound; "the first cluster of 16,384 GPUs at NM1" is all of NM1\'s (README)')
b19('bound','sakura-s-b200s-phase-2','NVIDIA B200',4000,'not-stated','its row\'s Note: "... B200 chips\\" ~= 4k B200s" and "I estimate 4k B200s, and 6k H100s, based on a statement that they acquired $130 million worth": Epoch\'s conversion of a price and its estimate; quote "around 10,000 GPUs" the whole')
b19('bound','sakura-s-b200s-phase-2',H19,2000,'not-stated','its row\'s Note: "at least 2k of these are H100s": a bound; "This builds on their previous 2k H100s": Phase 1\'s (audit6-planned-1)')
b19('bound','voltage-park-utah',H19,4000,'not-stated','its row: Note "They offer configurations up to 4,088 GPUs, which suggests that their largest cluster is 4k, therefore all clusters would be roughly of size 4k": Epoch\'s inference from a bound')
b19('bound','voltage-park-location-5',H19,4000,'not-stated','its row: Note "which suggests that their largest cluster is 4k, therefore all clusters would be roughly of size 4k": Epoch\'s inference')
b19('bound','voltage-park-location-5',H19,4088,'not-stated','its row: "They offer configurations up to 4,088 GPUs", "clusters up to size 4,088 GPUs": bounds (as bound-47); "24,000 H100 GPUs spread across six ... data centers": a sum over sites')
b19('bound','voltage-park-virginia',H19,4000,'not-stated','its row: Note "which suggests that their largest cluster is 4k, therefore all clusters would be roughly of size 4k": Epoch\'s inference; "up to 4,088" a bound')
# Epoch rows: equivalents, ranges and wholes of several sites
b19('equivalent','eu-ai-gigafactory-5','NVIDIA GB200',40000,'not-stated','its row: Note "They say they should be at least 100k Hopper-equivalent AI chips, which would be ~40k current frontier chips (Blackwells)": Epoch\'s conversion of a bound; Hardware note "Uncertain"')
b19('equivalent','eu-ai-gigafactory-3','NVIDIA GB200',100000,'not-stated','its row: "beyond 100,000 advanced AI chips.... Reference here is NVIDIA\'s H100 GPUs or equivalent", Note "at least 100k Hopper-equivalent AI chips": bounds in H100 equivalents')
b19('equivalent','g42-microsoft-30mw-uae-cluster-b',H19,100000,'not-stated','its row: "three new data centers ... the equivalent of nearly 100,000 H100 chips": the three centres\', an equivalence (as multi-system-133 for cluster A)')
b19('bound','g42-microsoft-100mw-uae-cluster',H19,50000,'not-stated','its row: "(approximately 15,000, 15,000, and 50,000–60,000 respectively)": a range; Note "Estimating \\"50,000–60,000\\" as 55k": Epoch\'s')
b19('bound','g42-microsoft-100mw-uae-cluster',H19,60000,'not-stated','its row: "50,000–60,000": the range\'s high end, no count')
b19('equivalent','g42-microsoft-100mw-uae-cluster',H19,100000,'not-stated','its row: "the equivalent of nearly 100,000 H100 chips": all three centres\', an equivalence')
# Epoch rows: phases, shipments and two models together
b19('planned','xai-colossus-memphis-phase-2',H19,200000,'not-stated','its row: "it will double in size to 200k (50k H200s)": a count of two of the record\'s models together, its whole, neither part\'s (README)')
b19('planned','xai-colossus-memphis-phase-2',H19,100000,'not-stated','its row: "the @xAI team brought our Colossus 100k H100 training cluster online.... Moreover, it will double in size": the cluster before it doubled, Phase 1\'s (the Builds Upon cell) (unsure: planned-32 reads the 100k as this row\'s, contradicting 150,000)')
b19('planned','fpt-ai-factory-japan',H19,1000,'not-stated','its row\'s Note: "They were supposed to receive their first shipment of 1k H100s in December 2024": a first shipment\'s (README); "Estimating \\"thousands\\" as 3k": Epoch\'s')
# Epoch rows: another model's or another system's round figure
b19('other-model','xai-colossus-memphis-phase-3',H19,50000,'contradicts','its row\'s Note: "150k H100s and 50k H200s, which makes the total 150k H100s 50k H200s 30k GB200s": the 50k are H200s; 150k H100')
b19('other-model','openai-stargate-abilene-oracle-oci-supercluster-phase-2','NVIDIA GB200',400000,'contradicts','its row: "a 400k VR200 cluster": another model\'s; "a previously-announced 100k GB200 cluster" (planned-161)')
b19('multi-system','foxconn-hon-hai-kaohsiung-supercomputer','NVIDIA GB200',10000,'contradicts','its row: Note "There was a later announcement for a 10k Blackwell Foxconn supercomputer": a later machine\'s, and of the family; quote "the GB200 NVL72 platform, which includes a total of 64 racks and 4,608 Tensor Core GPUs"')
b19('multi-system','nvidia-coreweave-eos-dfw-phase-1',H19,4600,'contradicts','its row: Note "There\'s also a 4.6k cluster with the same name": another system\'s; quote "powered by a whopping 10,752 NVIDIA H100"')
b19('multi-system','nvidia-eos-phase-2',H19,10700,'contradicts','its row: Note "There\'s also a 10.7k cluster with the same name": another system\'s; quote "576 DGX H100 systems with 4,608 DGX H100 GPUs"')
b19('year-unit','tesla-10k-h100-cluster',H19,30000,'contradicts','its row: Note "might just be a BOTEC \\"30k per H100 times 10,000": a price; quote "a massive and very expensive 10,000 unit NVIDIA H100 GPU cluster"')
# Epoch rows: a round claim against the row's exact count
b19('other-count','nvidia-selene-phase-1',A19,2200,'contradicts','its row: "Selene comprises 280 DGX A100s, housing a total 2,240 A100 GPUs": exact, at no coarser precision (as rounded-6)')
b19('other-count','meta-research-supercluster-rsc-1-phase-1',A19,6000,'contradicts','its row: "760 Nvidia DGX A100 nodes, totaling 6,080 Nvidia A100 GPUs"')
b19('other-count','sk-telecom-titan-phase-2',A19,1000,'contradicts','its row: "by increasing its capacity to 1,040 NVIDIA A100 GPUs"')
b19('other-count','microsoft-azure-mlperf-3-1-submission',H19,11000,'contradicts','its row: "1,344 ND H100 v5 virtual machines (VMs), which represent 10,752 NVIDIA H100 Tensor Core GPUs"')
b19('other-count','amazon-titan-training-cluster',A19,14000,'contradicts','its row: "across 13,760 NVIDIA A100 chips (using 1,720 P4d nodes)"')
b19('other-count','google-hypercomputer-tpu-v5p-pod','Google TPU v5p',9000,'contradicts','its row: "Each TPU v5p pod composes together 8,960 chips"')
b19('other-count','paper-on-llama','NVIDIA A100 SXM4 80 GB',2000,'contradicts','its row: "we used 2048 A100-80GB for a period of approximately 5 months"')
b19('other-count','aramco-groq-inference-cluster','GroqChip LPU v1',20000,'contradicts','its row: "19,725 LPUs deployed Dammam, January 2025"')
b19('other-count','meta-genai-2024a',H19,25000,'contradicts','its row: "two versions of our 24,576-GPU data center scale cluster", Hardware note H100 (exact-163)')
b19('other-count','lawrence-livermore-nl-el-capitan-phase-2','AMD Instinct MI300A',45000,'contradicts','its row: "the system has 11,136 nodes packed with 44,544 of AMD\'s MI300A APUs"')
b19('other-count','oak-ridge-nl-titan','NVIDIA Tesla K20X',19000,'contradicts','its row: "It used 18,688 CPUs paired with an equal number of GPUs", Hardware note K20X (as exact-182 reads it)')
b19('other-count','taiwania-2','NVIDIA Tesla V100 SXM2',2000,'contradicts','its row: "Powered by 2,016 NVIDIA V100 Tensor Core GPUs"')
b19('other-count','eurohpc-leonardo',A19,14000,'contradicts','its row: "3456 computing nodes, each equipped with four NVIDIA A100": 13,824 (product-26)')
b19('other-count','project-ceiba-phase-1',GH19,16000,'contradicts','its row: "The system will feature 16,384 GH200 NVL32 Grace Hopper Superchips"')
b19('other-count','lawrence-livermore-nl-sierra',V19,17000,'contradicts','its row: "Total GPUs: 17,280", Hardware note V100')
b19('other-count','ibm-dyeus',V19,300,'contradicts','its row: "the IBM POWER9 supercomputer sports 296 NVIDIA V100 GPUs": written exactly, at no coarser precision')
# other pages
b19('multi-system','tesla-cortex-phase-2',H19,100000,'contradicts','"特斯拉宣布了Cortex AI集群，包括5万个英伟达H100 GPU" (multi-system-20): Cortex\'s 50,000; "十万个液冷H100" and "10万张H100的Colossus集群" are xAI\'s (as multi-system-2 for phase 1)',AI+'imjeson+byteai/posts/2024-09-05-auto4-XPZt2O.md')
b19('rounded','meta-genai-2024b',H19,25000,'contradicts','"we are announcing two 24k GPU clusters": 24,000 at thousands, not 25,000 (as rounded-3 contradicts 49,152); "350,000 NVIDIA H100 GPUs" the roadmap\'s',AI+'lqdev+luisquintanilla.me/_src/responses/building-meta-genai-infrastructure.md')
# ==== end of batch 19 ====

# ==== batch 20 (session 27, issue 14): blind, Epoch rows no case had used, weighted to false `states` ====
# Held-out `states` precision was 0.928 (issue 14) while the tune part's was
# 1.000. Found with python: the rows of Epoch's gpu_clusters.csv whose record
# (its Name mapped to a record of records/ by its `name`, as convert-epoch
# names them) had no case of any batch on that file and a `parts` row with a
# quantity: 61 records (of about 377 rows with no case, 257 are "Anonymized
# Chinese System" rows with no cell but their location, and 138 records have
# no parts; Graphcore Good Computer's part is null). Nearly all those rows
# carry no count in words: "Calculated from Top500", no quote at all (the
# Paper on ... rows), "From a private correspondence". So the batch is the
# numbers these rows do carry and that belong to something else, each claimed
# for the record's own part: the count of the system its "Possible Duplicate
# Of", "Builds Upon", "Superseded by" or "Largest existing cluster when first
# operational" cell names (in that system's row: "pods of 4,096 TPUs", "2,000
# DGX A100 systems, totaling ... 16,000 A100 GPUs", "18,688 CPUs paired with an
# equal number of GPUs", "~25,000 A100s"), an earlier or later phase's count,
# other rows tied only by a word of the name ("SuperPOD", "Grace", "Leonardo",
# "Llama", "3.0", "2019", "Dammam"), by a shared address (ExxonMobil's
# Discovery 6, Ashburn's MITRE sandbox) or a sibling's longer name ("Samsung
# SSC-21 Scalable Module", "Nebius ISEG2", "SberCloud Christofari Neo"), a
# count in the name ("Sweden 4k H100 Cluster"), numerals of the name, years,
# a memory size, a street number or postcode, instances without GPUs per
# instance ("8 P13.16xlarge instances"), experts and cores (Switch
# Transformer's note, Epoch's arithmetic), and the record's own count where it
# stands only in Epoch's numeric columns. At most three cases a record, 89
# cases on 42 records. Each row read whole (every non-empty cell) and each
# other row a case cites; labelled by the rows' quotes and notes as batches 13
# to 19 read them (Epoch's numeric columns are its compilation, not the page's
# statement). Every case is `not-stated`: no row of these records states a
# count of its part in words, so the batch measures false `states` (and false
# `contradicts`), not recall. Marked unsure: the two counts written only in
# the row's own name (Sweden 4k, Quebec 2k). Held out: every third case of
# each kind counted within batch 20 alone, in file order.
B20=len(C)
EP20='systems/epoch/gpu_clusters/gpu_clusters.csv'
H20,A20,T3_20,V2_20='NVIDIA H100 SXM5 80GB','NVIDIA A100','Google TPU v3','NVIDIA Tesla V100 SXM2'
def b20(kind,sysid,part,value,expect,note,f=EP20): add(kind,f,sysid,part,value,expect,note)
# Epoch's paper rows: the count of the system the row says it may duplicate
b20('per-node','paper-on-switch-transformer',T3_20,2048,'not-stated','its row: Note "The TPU count is from the expert parallelism (1 expert per core) with 2048 experts and 2 tensor cores per TPU v3": 2,048 experts (and cores), no TPUs')
b20('bound','paper-on-switch-transformer',T3_20,1024,'not-stated','its row: Note "The TPU count is from the expert parallelism ... with 2048 experts and 2 tensor cores per TPU v3": Epoch\'s arithmetic (README: a count the passage works out is none); no quote; 1,024 only in the numeric columns')
b20('multi-system','paper-on-switch-transformer',T3_20,4096,'not-stated','its row: Possible Duplicate Of "Google MLPerf 0.7 Submission", whose row ("From MLPerf 0.7") carries 4,096 only in its numeric columns and names no Switch Transformer')
b20('multi-system','paper-on-align',T3_20,4096,'not-stated','its row: Possible Duplicate Of "Google MLPerf 0.7 Submission", whose row ("From MLPerf 0.7") carries 4,096 only in its numeric columns; ALIGN\'s own row has no quote or note')
b20('top500','paper-on-align',T3_20,512,'not-stated','its row has no quote or note (Hardware note TPU v3): 512 only in the numeric columns')
b20('multi-system','paper-on-t5',T3_20,1024,'not-stated','its row: Possible Duplicate Of "Google TPUv3 POD Generic", whose row says "A TPU v3 Pod is composed of 1024 chips" (Note "Refers to the general commercially available pod"): the generic pod\'s, a row that names no T5; T5\'s own row has no quote')
b20('top500','paper-on-t5',T3_20,512,'not-stated','its row has no quote or note (Hardware note TPU v3): 512 only in the numeric columns')
b20('multi-system','paper-on-albert',T3_20,1024,'not-stated','its row: Possible Duplicate Of "Google TPUv3 POD Generic": "A TPU v3 Pod is composed of 1024 chips" is the generic pod\'s row, which names no ALBERT; ALBERT\'s own row has no quote')
b20('multi-system','paper-on-alphastar',T3_20,1024,'not-stated','its row: Possible Duplicate Of "Google TPUv3 POD Generic": "A TPU v3 Pod is composed of 1024 chips", the generic pod\'s row; AlphaStar\'s own row has no quote')
b20('top500','paper-on-alphastar',T3_20,384,'not-stated','its row has no quote or note (Hardware note TPU v3): 384 only in the numeric columns')
b20('multi-system','paper-on-alphacode','Google TPU v4',4096,'not-stated','its row: Possible Duplicate Of "Google TPU v4 Pod", whose row says "combining them in pods of 4,096 TPUs" and "4,096 of these TPU v4 chips are networked together to create a TPU v4 Pod": the pod\'s, a row that names no AlphaCode; AlphaCode\'s own row has no quote or note')
b20('top500','paper-on-alphacode','Google TPU v4',3750,'not-stated','its row has no quote or note (Hardware note TPUv4): 3,750 only in the numeric columns')
b20('multi-system','paper-on-code-llama',A20,16000,'not-stated','its row: Possible Duplicate Of "Meta Research SuperCluster (RSC-1) Phase 2", whose row says "The full system includes 2,000 DGX A100 systems, totaling a staggering 16,000 A100 GPUs": RSC-1\'s, a row that names no Code Llama; Code Llama\'s own row has no quote')
b20('multi-system','paper-on-code-llama',A20,2000,'not-stated','RSC-1 Phase 2\'s row (its Possible Duplicate Of): "2,000 DGX A100 systems": DGX systems with no word for GPUs (README), and RSC-1\'s')
b20('multi-system','paper-on-code-llama',A20,24576,'not-stated','Meta GenAI 2024a\'s and 2024b\'s rows: "two versions of our 24,576-GPU data center scale cluster", Note "At least one of these was used to train Llama 3": H100s of other systems, tied only by "Llama" (another model, Llama 3)')
b20('multi-system','paper-on-xlm-r','NVIDIA Tesla V100 SXM2 32 GB',22000,'not-stated','its row: Possible Duplicate Of "Meta 2017 V100 Cluster", whose row says "has 22,000 NVIDIA V100 Tensor Core GPUs in a single cluster that performs 35,000 training jobs a day": that cluster\'s, a row that names no XLM-R')
b20('year-unit','paper-on-xlm-r','NVIDIA Tesla V100 SXM2 32 GB',2017,'not-stated','its row: Possible Duplicate Of "Meta 2017 V100 Cluster": a year in another system\'s name (audit-year-unit-1); no quote')
b20('top500','paper-on-xlm-r','NVIDIA Tesla V100 SXM2 32 GB',500,'not-stated','its row has no quote, note or hardware note: 500 only in the numeric columns')
b20('year-unit','paper-on-pythia',A20,40,'not-stated','its row: "All GPUs are A100s with 40GB of memory": a memory size')
b20('top500','paper-on-pythia',A20,256,'not-stated','its row: quote "All GPUs are A100s with 40GB of memory", Note "Appendix D table with GPU counts for each model size": the table is not in the row, no count; 256 only in the numeric columns')
b20('multi-system','paper-on-pythia',A20,25000,'not-stated','its row: Largest existing cluster when first operational "Microsoft GPT-4 cluster", whose row says "on ~25,000 A100s": another system\'s')
# Epoch rows of phases: the other phase's count
b20('planned','nscc-aspire-2a-phase-2',A20,256,'not-stated','its row: Builds Upon "NSCC ASPIRE 2A Phase 1", whose row ("Calculated from Top500") carries 256 only in its numeric columns; Phase 2\'s own row "Calculated from Top500", Certainty Note "Top500"')
b20('top500','nscc-aspire-2a-phase-2',A20,352,'not-stated','its row: "Calculated from Top500": 352 only in the numeric columns')
b20('planned','petrobras-fenix-phase-2','NVIDIA V100',576,'not-stated','its row: Builds Upon "Petrobras Fênix Phase 1", whose row ("Calculated from Top500") carries 576 only in its numeric columns')
b20('top500','petrobras-fenix-phase-2','NVIDIA V100',720,'not-stated','its row: "Calculated from Top500", Hardware note V100: 720 only in the numeric columns')
b20('planned','petrobras-fenix-phase-1','NVIDIA V100',720,'not-stated','its row: Superseded by "Petrobras Fênix Phase 2", whose row ("Calculated from Top500") carries 720 only in its numeric columns')
b20('multi-system','petrobras-fenix-phase-1','NVIDIA V100',27648,'not-stated','its row: Largest existing cluster "Oak Ridge NL Summit", whose row: "4,608 compute servers, each containing two 22-core IBM Power9 processors and six NVIDIA Tesla V100": Summit\'s 27,648')
b20('planned','cea-exa1-he-phase-2','NVIDIA GH200',2688,'not-stated','CEA EXA1-HE Phase 3\'s row ("Calculated from Top500"): 2,688 only in its numeric columns, a later phase\'s; Phase 2\'s own row "Calculated from Top500"')
b20('year-unit','cea-exa1-he-phase-2','NVIDIA GH200',2021,'not-stated','its row: Note "Phase 1 was from 2021 and didn\'t contain any GPUs": a year, of another phase')
b20('top500','cea-exa1-he-phase-2','NVIDIA GH200',1908,'not-stated','its row: "Calculated from Top500", Note "Phase 1 ... didn\'t contain any GPUs": 1,908 only in the numeric columns')
b20('planned','cea-exa1-he-phase-3','NVIDIA GH200',1908,'not-stated','CEA EXA1-HE Phase 2\'s row ("Calculated from Top500"): 1,908 only in its numeric columns, an earlier phase\'s')
b20('top500','cea-exa1-he-phase-3','NVIDIA GH200',2688,'not-stated','its row: "Calculated from Top500", Hardware note GH200: 2,688 only in the numeric columns')
# Epoch rows: a count in the name, numerals of a name, years, addresses
b20('rounded','sweden-4k-h100-cluster',H20,4000,'not-stated','its row: the count is only in its name, "Sweden 4k H100 Cluster" (README: a count in a system\'s name is none); quote "From a private correspondence", Note "Operational by 1/14/25 at the latest": no count (unsure: the README\'s example is another system\'s name in a row, "Tesla 10k H100 Cluster"; here the row\'s own name, the only place the count is written)')
b20('multi-system','sweden-4k-h100-cluster',H20,100000,'not-stated','its row: Largest existing cluster "xAI Colossus Memphis Phase 1", whose row says "With 100k liquid-cooled H100s": Colossus\'s')
b20('rounded','quebec-2k-h100-cluster',H20,2000,'not-stated','its row: the count is only in its name, "Quebec 2k H100 Cluster" (README: a count in a system\'s name is none); quote "From a private correspondence": no count (unsure: the README\'s example is another system\'s name in a row, "Tesla 10k H100 Cluster"; here the row\'s own name, the only place the count is written)')
b20('year-unit','samsung-ssc-21',A20,21,'not-stated','its row: "Samsung SSC-21", a numeral of its name; quote "Calculated from Top500"')
b20('multi-system','samsung-ssc-21',A20,144,'not-stated','Samsung SSC-21 Scalable Module\'s row: Note "This is different than Samsung SSC-21", quote "Calculated from Top500": 144 only in that row\'s numeric columns, another system\'s (a name inside a longer name)')
b20('top500','samsung-ssc-21',A20,1760,'not-stated','its row: "Calculated from Top500", Certainty Note "Listed in Top500": 1,760 only in the numeric columns')
b20('multi-system','samsung-ssc-21-scalable-module',A20,1760,'not-stated','its row: Note "This is different than Samsung SSC-21": another system, whose row ("Calculated from Top500") carries 1,760 only in its numeric columns')
b20('top500','samsung-ssc-21-scalable-module',A20,144,'not-stated','its row: "Calculated from Top500": 144 only in the numeric columns')
b20('year-unit','saudi-aramco-dammam-7',V2_20,7,'not-stated','its row: "Saudi Aramco Dammam-7", a numeral of its name; quote "Calculated from Top500"')
b20('multi-system','saudi-aramco-dammam-7',V2_20,19725,'not-stated','Aramco Groq Inference Cluster\'s row: "19,725 LPUs deployed Dammam, January 2025": another system\'s LPUs, tied only by the place Dammam and Aramco')
b20('top500','saudi-aramco-dammam-7',V2_20,7912,'not-stated','its row: "Calculated from Top500": 7,912 only in the numeric columns')
b20('multi-system','saudi-aramco-tuwaiq-1',H20,24576,'not-stated','its row: Largest existing cluster "Meta GenAI 2024a", whose row: "two versions of our 24,576-GPU data center scale cluster": Meta\'s')
b20('top500','saudi-aramco-tuwaiq-1',H20,416,'not-stated','its row: "Calculated from Top500": 416 only in the numeric columns')
b20('year-unit','aleph-alpha-alpha-one',A20,1,'not-stated','its row: "Aleph Alpha alpha ONE": a word of its name, no count; quote "Calculated from Top500"')
b20('top500','aleph-alpha-alpha-one',A20,512,'not-stated','its row: "Calculated from Top500", Location "Max-Urich-Straße 3, 13355 Berlin": 512 only in the numeric columns')
b20('year-unit','p3-16xlarge','NVIDIA V100',16,'not-stated','its row: "P3.16xlarge", an instance type\'s name')
b20('per-node','p3-16xlarge','NVIDIA V100',8,'not-stated','its row: Note "They use 8 P13.16xlarge instances together": instances, not GPUs')
b20('per-node','p3-16xlarge','NVIDIA V100',64,'not-stated','its row: "They use 8 P13.16xlarge instances together": no count of GPUs per instance written, so no product; 64 only in the numeric columns')
b20('year-unit','sakura-internet-2019-v100-supercomputer',V2_20,2019,'not-stated','its row: "SAKURA Internet 2019 V100 Supercomputer": a year in its name; quote "Calculated from Top500"')
b20('multi-system','sakura-internet-2019-v100-supercomputer',V2_20,1536,'not-stated','NVIDIA DGX SuperPOD 2019\'s row: "96 NVIDIA® DGX-2H™ servers containing 1,536 NVIDIA Tesla® V100 SXM3 GPUs. ... the June 2019 TOP500 list": another system\'s, tied only by a year')
b20('top500','sakura-internet-2019-v100-supercomputer',V2_20,768,'not-stated','its row: "Calculated from Top500": 768 only in the numeric columns')
b20('multi-system','gsic-tsubame-3-0','NVIDIA Tesla P100 SXM2',4224,'not-stated','GSIC TSUBAME 2.5\'s row: "1,408 Compute Nodes; 3 GPUs [per compute node]", Note "1408*3 = 4224": another system\'s K20X')
b20('multi-system','gsic-tsubame-3-0','NVIDIA Tesla P100 SXM2',6128,'not-stated','AIST ABCI 3.0\'s row: "ABCI 3.0 consists of computing servers equipped with 6128 of the NVIDIA H200 GPUs": another system\'s H200, tied only by "3.0"')
b20('top500','gsic-tsubame-3-0','NVIDIA Tesla P100 SXM2',2156,'not-stated','its row: "Calculated from Top500", Hardware note P100: 2,156 only in the numeric columns')
b20('multi-system','leonardo-spa-davinci-1',A20,13824,'not-stated','EuroHPC Leonardo\'s row: "3456 computing nodes, each equipped with four NVIDIA A100 SXM6 64GB GPUs": EuroHPC\'s machine, tied only by "Leonardo", its operator\'s name; davinci-1\'s own row "Calculated from Top500"')
b20('top500','leonardo-spa-davinci-1',A20,320,'not-stated','its row: "Calculated from Top500": 320 only in the numeric columns')
b20('multi-system','texas-a-m-grace',A20,10368,'not-stated','Project Ceiba Phase 2\'s row: "Ceiba will boast 10,368 Grace CPUs": CPUs of another system, tied only by "Grace"')
b20('multi-system','texas-a-m-grace',A20,920,'not-stated','Los Alamos NL Venado\'s row: "920 Nvidia Grace CPU Superchips": CPUs (README), another system\'s, tied only by "Grace"')
b20('top500','texas-a-m-grace',A20,200,'not-stated','its row: "Calculated from Top500": 200 only in the numeric columns')
# Epoch rows: another system's count tied by a word of the name, a sibling or a shared address
b20('multi-system','opera-iceland-kef-1-superpod',H20,1016,'not-stated','Scaleway Nabuchodonosor\'s row: "Iliad has purchased an Nvidia DGX SuperPOD with 1,016 H100 GPUs": another system\'s, tied only by "SuperPOD", a product\'s word in the name')
b20('multi-system','opera-iceland-kef-1-superpod',H20,256,'not-stated','MITRE Federal AI Sandbox\'s row: "an Nvidia DGX SuperPOD – a modular supercomputer built from 256 Nv H100 GPUs": another system\'s')
b20('year-unit','opera-iceland-kef-1-superpod',H20,260,'not-stated','its row: Location "Sjónarhóli 6, 260 Reykjanesbæ, Iceland": a postcode; quote "Calculated from Top500" (248 only in the numeric columns)')
b20('multi-system','nebius-iseg',H20,4992,'not-stated','Nebius ISEG2\'s row ("Calculated from Top500", Hardware note H200): 4,992 only in its numeric columns; a name inside a longer name ties nothing')
b20('multi-system','nebius-iseg',H20,10000,'not-stated','its row: Largest existing cluster "Tesla 10k H100 Cluster", whose row: "a massive and very expensive 10,000 unit NVIDIA H100 GPU cluster": Tesla\'s')
b20('top500','nebius-iseg',H20,1520,'not-stated','its row: "The Mäntsälä data center is also home to ISEG, among the most powerful supercomputers worldwide ...", "Chip count calculated from Top500": no count; 1,520 only in the numeric columns')
b20('multi-system','nebius-iseg2','NVIDIA H200 SXM',1520,'not-stated','Nebius ISEG\'s row: "Chip count calculated from Top500", 1,520 only in its numeric columns, of H100s')
b20('top500','nebius-iseg2','NVIDIA H200 SXM',4992,'not-stated','its row: "Calculated from Top500", Hardware note H200: 4,992 only in the numeric columns')
b20('multi-system','softbank-chie-3',H20,2000,'not-stated','Softbank SuperPOD\'s row: "an NVIDIA DGX SuperPOD ... AI supercomputer with over 2,000 NVIDIA Tensor Core GPUs": a bound, another SoftBank system\'s')
b20('multi-system','softbank-chie-3',H20,4000,'not-stated','SoftBank Planned B200 Superpod\'s row: Note "They had 6k GPUs before (2k A100s, 4k H100s), so bringing the total to 10k GPUs": SoftBank\'s fleet, in another system\'s row')
b20('top500','softbank-chie-3',H20,2040,'not-stated','its row: "Calculated from Top500": 2,040 only in the numeric columns (as in SoftBank CHIE-2\'s row)')
b20('multi-system','exxonmobil-discovery-5','NVIDIA A100 SXM4 40 GB',4032,'not-stated','ExxonMobil Discovery 6\'s row, at the same address ("22777 Springwoods Village Pkwy"): "machine consists of 4,032 Nvidia Grace Hopper Superchips": another system\'s GH200')
b20('top500','exxonmobil-discovery-5','NVIDIA A100 SXM4 40 GB',2000,'not-stated','its row: "Calculated from Top500": 2,000 only in the numeric columns')
b20('multi-system','ahrefs-yep1',H20,256,'not-stated','MITRE Federal AI Sandbox\'s row, at the same place ("Ashburn, Virginia"): "built from 256 Nv H100 GPUs": another system\'s')
b20('top500','ahrefs-yep1',H20,504,'not-stated','its row: "Calculated from Top500": 504 only in the numeric columns')
b20('multi-system','eni-hpc2','NVIDIA Tesla K20X',18688,'not-stated','its row: Largest existing cluster "Oak Ridge NL Titan", whose row: "It used 18,688 CPUs paired with an equal number of GPUs": Titan\'s K20X, the same model, another system')
b20('top500','eni-hpc2','NVIDIA Tesla K20X',3000,'not-stated','its row: "Calculated from Top500": 3,000 only in the numeric columns')
b20('multi-system','moscow-state-university-lomonosov-2','NVIDIA Tesla K40m',18688,'not-stated','its row: Largest existing cluster "Oak Ridge NL Titan": "18,688 CPUs paired with an equal number of GPUs", Titan\'s')
b20('top500','us-government-supercomputer-2','NVIDIA Tesla K40c',4160,'not-stated','its row: "Calculated from Top500", Hardware note K40: 4,160 only in the numeric columns (US Government Supercomputer 1\'s row the same)')
b20('multi-system','university-of-oxford-jade2',V2_20,4608,'not-stated','its row: Largest existing cluster "Oak Ridge NL Summit", whose row: "4,608 compute servers": servers, Summit\'s')
b20('year-unit','university-of-oxford-jade2',V2_20,2025,'not-stated','its row: Note "Planned to be decommissioned in 2025": a year')
b20('multi-system','sbercloud-christofari','NVIDIA V100',792,'not-stated','SberCloud Christofari Neo\'s row ("Calculated from Top500"): 792 only in its numeric columns, of A100s; a name inside a longer name ties nothing')
b20('top500','sbercloud-christofari','NVIDIA V100',1200,'not-stated','its row: "Calculated from Top500", Note "... sold off to Noviye Vozmozhnosti in March 2022": 1,200 only in the numeric columns')
b20('multi-system','sbercloud-christofari-neo','NVIDIA A100 SXM4 80 GB',1200,'not-stated','SberCloud Christofari\'s row ("Calculated from Top500"): 1,200 only in its numeric columns, of V100s')
b20('multi-system','petrobras-atlas','NVIDIA V100',2176,'not-stated','Petrobras Dragão\'s row ("Calculated from Top500"): 2,176 only in its numeric columns, another Petrobras system')
b20('year-unit','simon-fraser-university-compute-canada-cedar','NVIDIA V100',8888,'not-stated','its row: Location "8888 University Dr W, Burnaby": a street number; quote "Calculated from Top500"')
b20('top500','microsoft-azure-pioneer-weu',A20,1312,'not-stated','its row: "Calculated from Top500", Certainty Note "Listed in Top500": 1,312 only in the numeric columns')
b20('top500','plug-training-cluster',A20,128,'not-stated','its row has no quote or note (Hardware note A100): 128 only in the numeric columns')
# ==== end of batch 20 ====

# ==== batch 21 (session 27, issue 14): blind, pages other than Epoch's gpu_clusters.csv, weighted to false `states` ====
# Claims read blind off (page, record) pairs no earlier case used (checked
# with python over claims.yaml's file and system), by a labeller who ran no
# checker, matcher, claims suite, audit or eval-claims before committing them
# (pages read as text with `verifier text`, which runs no matcher, or raw).
# Found with python over the corpus folders other than Epoch's
# gpu_clusters.csv (ai-clusters, limelead, hpcg-icl-web and hpl-mxp.org,
# Epoch's data_centers.csv): every record whose name or a distinctive piece of
# it the page carries, then each page read. Issue 14's held-out false
# `states` sit on pages of several systems, per-node and per-tile counts,
# partitions and phases, so the batch is weighted to a number the page gives
# that is of something else, claimed for a record the page also names: the
# count of another system of the same model on a page whose menu or list
# names this one (ALCF's guides: Polaris's 2,240 A100 on its page, Sophia's
# 192 on hers; the Chinese GH200 post: Isambard-AI's 168 and "剩余的5280颗"
# beside a list of nine systems; the OpenAI post: OpenAI's "10万块GB200"
# beside xAI's Memphis cluster; the Vietnamese post: Colossus's 100,000 H100
# beside Grok-2), a per-node count of other systems' model in the passage
# after this one's ("The nodes in these systems consist of 4 MI250X GPUs"
# after Summit and Sierra), a tile's chips, a writer's hypothetical ("超过27.6万
# 个D1芯片"), H100 equivalents (Epoch's data centres, Dojo's "8000个相当于H100算
# 力"), power, cost, ranks, cores of HPL-MxP's table, years and petaflops.
# True `states` of a record's own count on a page no case used are gone from
# these folders (a python scan of every unused pair for the record's count in
# any written form found only chance matches: ranks, memory sizes), so every
# case of the batch is labelled not-stated: it measures precision only.
# Labels go by the pages as batches 2, 4 and 16 to 19 read them (README: a
# count is a system's only in a passage tied to it; a menu or a list names,
# it does not tie a count; a count per unit states a total only as a product;
# an equivalent or a conversion is no count). Held out: every third case of
# each kind counted within batch 21 alone, in file order.
B21=len(C)
def b21(kind,f,sysid,part,value,expect,note): add(kind,f,sysid,part,value,expect,note)
A21,H21,GH21,MX21,M21,MI21='NVIDIA A100','NVIDIA H100 SXM5 80GB','NVIDIA GH200','Intel Data Center GPU Max 1550','AMD Radeon Instinct MI250X','AMD Instinct MI300A'
SO21,PO21,AU21='argonne-nl-sophia-formerly-theta','argonne-nl-polaris','argonne-nl-aurora'
AG21=AI+'argonne-lcf+user-guides/'
# ALCF's guides: each machine's page, every page's menu naming Aurora, Polaris, Sophia and Crux
b21('multi-system',AG21+'polaris/index.html',SO21,A21,2240,'not-stated','"GPUs | NVIDIA A100 | 4 | 2,240" in "Polaris is a 560-node HPE Apollo 6500" overview: Polaris\'s; Sophia only in the site\'s menu, no passage of hers')
b21('multi-system',AG21+'polaris/index.html',SO21,A21,192,'not-stated','the page counts no Sophia GPUs (menu only); its A100 counts are Polaris\'s (4 a node, 2,240)')
b21('per-node',AG21+'polaris/index.html',SO21,A21,4,'not-stated','"four NVIDIA A100 GPUs" a Polaris node; Sophia in the menu only')
b21('multi-system',AG21+'polaris/index.html',AU21,MX21,63744,'not-stated','Aurora only in the menu ("Aurora Media Kit", "Moving data to Aurora"); no Max 1550 on the page')
b21('multi-system',AG21+'sophia/index.html',PO21,A21,192,'not-stated','"NVIDIA A100 GPU | 8 | 192" in Sophia\'s table ("Table 1 summarizes the capabilities of a Sophia compute node"): Sophia\'s; Polaris in the menu only')
b21('multi-system',AG21+'sophia/index.html',PO21,A21,2240,'not-stated','no Polaris count on Sophia\'s page')
b21('per-node',AG21+'sophia/index.html',PO21,A21,8,'not-stated','"Each DGX A100 node comprises eight NVIDIA A100": a Sophia node\'s; Polaris in the menu only')
b21('multi-system',AG21+'sophia/index.html',AU21,MX21,192,'not-stated','192 are Sophia\'s A100 (and its HDR200 compute ports); Aurora in the menu only')
b21('multi-system',AG21+'aurora/index.html',PO21,A21,2240,'not-stated','Aurora\'s page; Polaris in the menu only, no count of it')
b21('other-model',AG21+'aurora/index.html',PO21,A21,63744,'not-stated','"63,744 GPUs", "GPUs | Intel Data Center Max 1550 Series | 6 | 63,744": Aurora\'s Max 1550; Polaris in the menu only')
b21('nodes-only',AG21+'aurora/index.html',SO21,A21,10624,'not-stated','"Aurora is a 10,624-node HPE Cray-Ex based system": Aurora\'s nodes; Sophia in the menu only')
b21('multi-system',AG21+'machines/index.html',PO21,A21,2240,'not-stated','the machines index: the menu and links, no counts')
b21('multi-system',AG21+'machines/index.html',AU21,MX21,63744,'not-stated','the machines index: no counts')
# the Chinese GH200 post: nine systems listed, one counted
IS21=AI+'imjeson+byteai/posts/2024-05-22-auto4-7T0ng1.md'
b21('multi-system',IS21,'cea-exa1-he-phase-3',GH21,168,'not-stated','"即将上线的这9台超算包括法国的EXA1-HE、波兰的Helios、..." a list; "Isambard-AI第一阶段的超级计算机HPE Cray EX2500就配备了168个GH200超级芯片": Isambard-AI\'s')
b21('multi-system',IS21,'cea-exa1-he-phase-3',GH21,2688,'not-stated','EXA1-HE only listed; no count of it')
b21('planned',IS21,'cea-exa1-he-phase-3',GH21,5280,'not-stated','"预计剩余的5280颗芯片将于今年夏天交付给Isambard-AI系统": Isambard-AI\'s remaining chips')
b21('multi-system',IS21,'nvidia-helios',GH21,168,'not-stated','"波兰的Helios" is Cyfronet\'s Helios, listed; NVIDIA\'s Helios is not on the page; 168 are Isambard-AI\'s')
b21('multi-system',IS21,'nvidia-helios',GH21,1024,'not-stated','no count of any Helios')
b21('multi-system',IS21,'tacc-vista',GH21,168,'not-stated','"美国洛斯阿拉莫斯国家实验室和德克萨斯高级计算中心的系统也开始使用Grace Hopper的硬件" names no count; 168 Isambard-AI\'s')
b21('per-device',IS21,'tacc-vista','NVIDIA GB200',36,'not-stated','"GB200 NVL36服务器配备36个GB200芯片": a server\'s, of no system')
# the OpenAI and xAI post of July 2024
P21=AI+'imjeson+byteai/posts/2024-07-16-auto4-P66UEO.md'
b21('multi-system',P21,'xai-colossus-2-memphis-phase-1','NVIDIA GB200',100000,'not-stated','"OpenAI的下一个超算集群，将由10万块GB200组成", "甲骨文与微软的交易，涉及一个由10万块...GB200芯片组成的集群": OpenAI\'s; xAI\'s Memphis cluster is "10万块H100" (Colossus 1), Colossus 2 is not named')
b21('multi-system',P21,'xai-colossus-2-memphis-phase-1','NVIDIA GB200',110000,'not-stated','no count of Colossus 2; the page\'s GB200 cluster is OpenAI\'s')
b21('multi-system',P21,'openai-microsoft-mt-pleasant-wisconsin-phase-1','NVIDIA GB200',100000,'not-stated','the 100k GB200 cluster of the Oracle-Microsoft deal for OpenAI is placed nowhere on the page; Mt Pleasant and Wisconsin are not named (unsure: if the page described every OpenAI-Microsoft GB200 site, this would be stated; earlier batches read the cluster as Abilene\'s)')
b21('multi-system',P21,'openai-microsoft-mt-pleasant-wisconsin-phase-1','NVIDIA GB200',150000,'not-stated','no count of the Wisconsin site; "10万块GB200" the Oracle-Microsoft deal\'s')
# Dojo: equivalents, a hypothetical, a tile
DJ21=AI+'imjeson+byteai/posts/2024-08-09-auto4-D8jbfD.md'
b21('equivalent',DJ21,'tesla-dojo-1-planned-phase-2','NVIDIA H100',8000,'not-stated','"到今年年底，Dojo 1将拥有大约8000个相当于H100算力": H100 equivalents of compute, no H100s')
b21('bound',DJ21,'tesla-dojo-1-planned-phase-2','Tesla D1 Dojo',276000,'not-stated','"假设一个D1芯片可以实现362 teraflops，要达到100 exaflops，特斯拉将需要超过27.6万个D1芯片": a writer\'s hypothetical arithmetic and a bound')
b21('per-device',DJ21,'tesla-dojo-1-planned-phase-2','Tesla D1 Dojo',25,'not-stated','"将25个D1芯片融合到一个tile中": a tile\'s; no D1 total')
# the Vietnamese xAI post: Colossus's count beside Grok-2
VN21=AI+'AnVan02+web_test/tintuc/Elon-Musk-va-xAI-khi-Elon-quyet-tam-canh-tranh-ca-the-gioi.php'
b21('multi-system',VN21,'xai-grok-2-oracle','NVIDIA H100',100000,'not-stated','"\u201cColossus\u201d, siêu máy tính chạy bằng 100.000 GPU Nvidia H100": Colossus\'s; Grok-2 is named as a model Colossus helps build, no cluster of its own counted')
b21('multi-system',VN21,'xai-grok-2-oracle','NVIDIA H100',24000,'not-stated','no count of the Grok 2 (Oracle) cluster on the page')
b21('multi-system',VN21,'xai-colossus-2-memphis-phase-1','NVIDIA GB200',100000,'not-stated','100.000 are Colossus\'s H100 (no GB200 on the page); "Colossus" inside Colossus 2\'s longer name names it not')
b21('year-unit',VN21,'xai-grok-2-oracle','NVIDIA H100',30000,'not-stated','"GPU Nvidia H100, mỗi chiếc có giá hơn 30.000 USD": a price')
# a course's chapter on offloading: a per-node count of other systems after Summit and Sierra
KO21=AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S02_Offloading/index.html'
b21('per-node',KO21,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',4,'not-stated','"Summit and Sierra that used IBM POWER9 CPUs and NVIDIA V100 GPUs" counts none; "The nodes in these systems consist of 4 MI250X GPUs" are Frontier\'s and LUMI\'s, another model')
b21('multi-system',KO21,'lawrence-livermore-nl-sierra','NVIDIA V100',17280,'not-stated','Sierra named with V100s and no count')
b21('per-node',KO21,AU21,MX21,4,'not-stated','"The Aurora supercomputer, which uses Intel Sapphire Rapids CPUs and Ponte Vecchio GPUs" counts none; the 4 MI250X a node are Frontier\'s and LUMI\'s')
b21('year-unit',KO21,'lawrence-livermore-nl-el-capitan-phase-2',MI21,2024,'not-stated','"MI300A ... is used in the El Capitan supercomputer which became the number 1 in the Top-500 list in November 2024": a year, no count')
b21('year-unit',KO21,'lawrence-livermore-nl-el-capitan-phase-2',MI21,500,'not-stated','"the Top-500 list": a list\'s name')
# a French course page whose article names Jean Zay with its petaflops
SI21=AI+'Sitraka17+Learning-Data-Science/Courses/CNAM/SuperCalculators.md'
b21('other-model',SI21,'jean-zay-supercomputer-phase-4',H21,1456,'not-stated','"the Jean Zay supercomputer" with "a peak performance of 28 petaflops": no GPU count')
b21('year-unit',SI21,'jean-zay-supercomputer-phase-2','NVIDIA Tesla V100 SXM2',28,'not-stated','"a peak performance of 28 petaflops", "28 quadrillion operations per second"')
b21('multi-system',SI21,'oak-ridge-nl-frontier',M21,37632,'not-stated','"Digital Frontiers" in a headline; the Frontier system is not on the page')
# HPL-MxP's results: cores, ranks and speed-ups of the systems the records count GPUs of
HM21='hpcg-icl-web/hpl-mxp.org/results.md'
b21('cpu-cores',HM21,'lawrence-livermore-nl-el-capitan-phase-2',MI21,11340000,'not-stated','"El Capitan | 11,340,000" under "Cores"')
b21('cpu-cores',HM21,AU21,MX21,9264128,'not-stated','"Aurora | 9,264,128" under "Cores"')
b21('cpu-cores',HM21,'oak-ridge-nl-frontier',M21,9066176,'not-stated','"Frontier | 9,066,176" under "Cores"')
b21('top500',HM21,'eurohpc-lumi',M21,11912,'not-stated','the record\'s count; the table gives LUMI\'s cores (2,752,704), no GPUs')
b21('cpu-cores',HM21,'nvidia-selene-phase-1',A21,555520,'not-stated','"Selene | 555,520" under "Cores"')
b21('year-unit',HM21,'tsubame4-0',H21,51,'not-stated','"TSUBAME4 | 172,800 | 0.641 | 51": its TOP500 rank')
b21('top500',HM21,'eurohpc-leonardo',A21,13824,'not-stated','the record\'s count; "Leonardo | 1,824,768" cores, no GPUs')
# Epoch's data centres: H100 equivalents, power and cost, no GPU counts
DC21='systems/epoch/data_centers/data_centers.csv'
b21('equivalent',DC21,'xai-colossus-memphis-phase-1',H21,275796,'not-stated','its row ("xAI Colossus 1 Memphis Tennessee"): "Current H100 equivalents" 275795.856...: an equivalent of compute, no H100 count (README: a conversion)')
b21('other-count',DC21,'xai-colossus-memphis-phase-1',H21,100000,'not-stated','its row counts no GPUs: H100 equivalents, 498 MW, $15.12 billion')
b21('equivalent',DC21,'meta-prometheus-new-albany','NVIDIA GB200',502625,'not-stated','its row ("Meta Prometheus New Albany Ohio"): "Current H100 equivalents" 502625.46...')
b21('year-unit',DC21,'meta-prometheus-new-albany','NVIDIA GB200',691,'not-stated','its row: "Current power (MW)" 691')
b21('other-count',DC21,'openai-stargate-abilene-oracle-oci-supercluster-phase-1','NVIDIA GB200',100000,'not-stated','its row ("OpenAI-Oracle Stargate Abilene Texas"): H100 equivalents 254,674, 295 MW, $8 billion; no GPU count')
b21('equivalent',DC21,'project-rainier','Amazon Trainium2',471566,'not-stated','"Anthropic-Amazon Project Rainier New Carlisle Indiana": "Current H100 equivalents" 471565.9...; no chip count')
b21('equivalent',DC21,'openai-microsoft-atlanta','NVIDIA B200',531161,'not-stated','"Microsoft Fairwater Fayetteville Georgia" ("Microsoft Fairwater Atlanta"): "Current H100 equivalents" 531160.7...')
b21('equivalent',DC21,'xai-colossus-2-memphis-phase-1','NVIDIA GB200',277918,'not-stated','"xAI Colossus 2 Memphis Tennessee": "Current H100 equivalents" 277918.14...')
# ==== end of batch 21 ====

# ==== batch `audit` (session 9, issue 14): a precision audit, kept apart ====
# scripts/audit-claims printed every `states` and `contradicts` of the records
# the corpus pages name (held-out pairs left out); an editor judged each. The
# false ones found, each with its cause fixed in match/ (unit tests in
# facts_test.cpp and claims_test.cpp), and a few true ones checked. All tune:
# their decisions were seen before they were labelled. Ids `audit-KIND-N`.
AUDIT=[]
def audit(kind,f,sysid,part,value,expect,note=''):
    AUDIT.append((kind,f,sysid,part,value,expect,note))
KO=AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S02_Offloading/index.html'
EP='systems/epoch/gpu_clusters/gpu_clusters.csv'
A1,V1='NVIDIA A100','NVIDIA V100'
# False, fixed: a per-node count read as a total
audit('per-node',KO,'eurohpc-lumi',M2,11912,'not-stated','"The nodes in these systems consist of 4 MI250X GPUs": what each node holds (was contradicts)')
audit('per-node',KO,'oak-ridge-nl-frontier',M2,37632,'not-stated','"The nodes in these systems consist of 4 MI250X GPUs" (was contradicts)')
audit('product',EP,'eni-hpc4-phase-2',A1,250,'states','"125 nodes have two Nvidia A100s" (was contradicts by "two")')
audit('product',EP,'eurohpc-karolina',A1,576,'states','"72 servers, and each of them is equipped with 8 GPU accelerators" (was contradicts by 8)')
audit('product',EP,'eurohpc-meluxina',A1,800,'states','"200 GPU nodes ..., each featuring 2 AMD Rome CPUs (...) and 4 NVIDIA A100-40 GPUs" (was contradicts by 4)')
# False, fixed: a CPU's or a server's model number read as a count
audit('product',EP,'lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 40 GB',6144,'states','"1536 nodes: 1x AMD EPYC 7763 4x NVIDIA A100 (40GB)" (was contradicts by 7763)')
audit('product',EP,'lawrence-berkeley-nl-nersc-perlmutter','NVIDIA A100 SXM4 80 GB',1024,'states','"256 nodes: 1x AMD EPYC 7763 4x NVIDIA A100 (80GB)" (was contradicts by 7763)')
audit('product',EP,'jean-zay-supercomputer-phase-3',A1,416,'states','"52 nodes made up of HPE Apollo 6500 Gen10 nodes, each with eight Nvidia A100" (was contradicts by 6500 x eight)')
# False, fixed: a year in another system's name ("Meta 2017 V100 Cluster")
audit('year-unit',EP,'center-for-advanced-intelligence-project-riken-raiden',V1,416,'not-stated','"Meta 2017 V100 Cluster" and other rows\' counts (was contradicts)')
# False, fixed: another system's row, tied by a shared site or place, the country as a site, or the maker's name on its GPUs
audit('multi-system',EP,'atos-spartan2',A1,192,'not-stated','Jean Zay\'s row (was contradicts by "6500 x eight")')
audit('multi-system',EP,'lawrence-livermore-nl-lassen-phase-1',V1,2736,'not-stated','Sierra\'s row, "Total GPUs: 17,280", at the same site (was contradicts)')
audit('multi-system',EP,'lawrence-livermore-nl-rzadams','AMD Instinct MI300A',512,'not-stated','El Capitan\'s row, "44,544 of AMD\'s MI300A", at the same site (was contradicts)')
audit('multi-system',EP,'totalenergies-pangea-iii',V1,3384,'not-stated','Sierra\'s row (was contradicts by 17,280)')
audit('multi-system',EP,'university-of-cambridge-wilkes-3',A1,320,'not-stated','Cambridge-1\'s row, "80 DGX A100 systems ... Each DGX A100 has 8" (was contradicts)')
audit('multi-system',EP,'dell-rattler',A1,192,'not-stated','Lonestar6\'s row, "with the addition of 3 NVIDIA A100 GPUs" (was contradicts)')
audit('multi-system',EP,'nvidia-saturn-v-phase-1','NVIDIA P100',992,'not-stated','Preferred Networks\' row, "1,024 Nvidia Tesla P100", tied only by the maker\'s name on its GPUs (was contradicts)')
audit('multi-system',EP,'japan-atomic-energy-agency-and-quantum-and-radiological','NVIDIA Tesla V100 SXM2',1088,'not-stated','ABCI\'s row, "4352 Nvidia V100"; the record\'s site is its country (was contradicts)')
audit('multi-system',EP,'microsoft-explorer-wus3',M2,1920,'not-stated','Adastra\'s row, "1352 AMD MI250X" (was contradicts)')
# True, checked
audit('product',EP,'eurohpc-lumi',M2,11912,'states','"2978 nodes, each node with one 64-core AMD Trento CPU and four AMD MI250X GPUs. A total of 11912"')
audit('product',EP,'oak-ridge-nl-summit','NVIDIA Tesla V100 SXM2',27648,'states','"4,608 compute servers, each containing two 22-core IBM Power9 processors and six NVIDIA Tesla V100"')
audit('product',EP,'nvidia-taipei-1','NVIDIA H100 SXM5 80GB',512,'states','"64 DGX H100 systems - each of which includes eight H100 GPUs (for a total of 512)"')
audit('exact',EP,'argonne-nl-polaris',A1,2240,'states','"560 AMD Epyc Milan CPUs and 2,240 Nvidia 40GB A100 GPUs"')
audit('other-count',EP,'foxconn-big-innovation-cloud-ai-factory','NVIDIA GB200',5000,'not-stated','relabelled (session 11): "64 racks and 4,608 Tensor Core GPUs" is the row of "Foxconn Hon Hai Kaohsiung Supercomputer", a record of its own; this one\'s row quotes "10,000 Nvidia Blackwell Ultra GPUs... will include the GB300 NVL72" and gives GB200 only as a column (was labelled contradicts)')
audit('planned',AI+'imjeson+byteai/posts/2024-08-09-auto4-D8jbfD.md','tesla-cortex-phase-1','NVIDIA H100 SXM5 80GB',50000,'contradicts','Cortex: "约10万个H100/H200 GPU" planned, against phase 1\'s 50,000')
# ==== end of batch `audit` ====

# ==== batch `audit2` (session 10, issue 14): a second precision audit ====
# scripts/audit-claims on its default folders (ai-clusters, limelead: one
# `contradicts`, true neither way it was read, see the report) and on
# mozilla-readability/test-pages (nothing printed), and the false ones
# session 9 left, all on Epoch's gpu_clusters.csv; an editor judged each.
# The false ones here have their cause fixed in match/ (unit tests in
# facts_test.cpp and claims_test.cpp); a few true ones checked. All tune:
# their decisions were seen before they were labelled. Ids `audit2-KIND-N`.
AUDIT2=[]
def audit2(kind,f,sysid,part,value,expect,note=''):
    AUDIT2.append((kind,f,sysid,part,value,expect,note))
H1='NVIDIA H100 SXM5 80GB'
# False, fixed: per-node phrasings read as totals
audit2('product',EP,'fzj-jureca','NVIDIA A100 SXM4 40 GB',768,'states','"In total, 192 of the 768 nodes are equipped with four NVIDIA A100": 192 x 4 (was contradicts by four)')
audit2('product',EP,'osaka-university-squid','NVIDIA A100 SXM4 80 GB',336,'states','"42 Nodes; GPU：NVIDIA A100 8 units" (was contradicts by 8)')
audit2('product',EP,'rpi-aimosx-npl-cluster',V1,320,'states','"40 nodes, 2x20 Core Xeon processors with 8 v100 Nvidia GPUS and 768 GB of RAM each" (was contradicts by 8)')
# False, fixed: a count inside another system's name ("Tesla 10k H100 Cluster" in a column of related clusters)
audit2('multi-system',EP,'softbank-chie-2',H1,2040,'not-stated','"Tesla 10k H100 Cluster" in SoftBank\'s row names a related cluster (was contradicts by 10k)')
# False, fixed: a shared name ties another system's row ("Stargate" in Abilene's row and link)
audit2('multi-system',EP,'stargate-uae-phase-1','NVIDIA GB300 (Blackwell Ultra)',100000,'not-stated','Abilene\'s row: "a 200k GB300 cluster", tied only by "stargate" in its link (was contradicts)')
audit2('multi-system',EP,'nvidia-helios','NVIDIA GH200',1024,'states','Cyfronet Helios\'s row: "The GPU partition contains 440 Nvidia GH200" is another Helios (was contradicts); its own row: "Helios will include 1,024 Grace Hopper Superchips", the GH200\'s name (relabelled in session 19: was not-stated)')
audit2('product',EP,'gemini-1-0-ultra-training-cluster-a','Google TPU v4',28672,'states','"two sets of 7 pods of 4096 TPUs": each set 7 x 4096 (was contradicts by 4096)')
audit2('product',EP,'gemini-1-0-ultra-training-cluster-b','Google TPU v4',28672,'states','"two sets of 7 pods of 4096 TPUs" (was contradicts by 4096)')
# True, checked
audit2('exact',EP,'agh-cyfronet-helios',H1,24,'states','its own row: "the final INT partition is equipped with 24 Nvidia H100" (kept through its link\'s "helios" after the shared-name fix)')
audit2('rounded',EP,'openai-stargate-abilene-oracle-oci-supercluster-phase-2','NVIDIA GB300 (Blackwell Ultra)',200001,'states','Abilene\'s row: "the campus will house ... a 200k GB300 cluster"')
audit2('rounded',EP,'openai-stargate-abilene-oracle-oci-supercluster-phase-1','NVIDIA GB200',100000,'not-stated','its own row gives only a bound, "over 100,000+ GPUs in NVIDIA GB200"; "a previously-announced 100k GB200 cluster" is in the quotes of the Phase 2 and Phase 3 rows (relabelled in session 16: the states came from a line of Phase 3\'s quote the CSV reader had cut from its row)')
audit2('exact',EP,'preferred-networks-mn-1b',V1,512,'states','"In July 2018 PFN enhanced the MN-1 by adding 512 additional Tesla V100 GPUs" (was not-stated)')
audit2('product',EP,'university-of-illinois-ncsa-delta','NVIDIA A40 PCIe',400,'states','"100 quad A40 GPU nodes consisting of: Four NVIDIA A40 GPUs"')
audit2('other-count',EP,'university-of-illinois-ncsa-delta',A1,480,'contradicts','"100 quad A100 GPU nodes consisting of: Four" and "Five eight-way A100 GPU nodes ... Eight": 440, not 480')
audit2('other-count',EP,'google-tensorflow-research-cloud','Google TPU v2',4096,'states','"a 1,000-TPU (4,000 Cloud TPU Chip) supercomputer": 4,000 chips, a figure written round, states 4,096 at its written precision (README, "300 Nvidia H100" states 296); "1 cloud TPU = 4 TPU chips" is a definition, no count (relabelled session 26: was contradicts, written when the 4,000 was read as what one Cloud TPU holds; batch 19\'s rounded-38 reads the chips so)')
# ==== end of batch `audit2` ====

# ==== batch `audit3` (session 11, issue 14): a third precision audit ====
# scripts/audit-claims on Epoch's gpu_clusters.csv before and after the two
# tie rules of session 11 (an operator with another identified system ties
# only beside this system's name; a table row is its first cell's system's),
# each changed decision judged by reading the row; and the ai-clusters
# repositories claims cases already used, limelead and the other Epoch CSVs
# (one `contradicts` printed). All tune: their decisions were seen before
# they were labelled. Ids `audit3-KIND-N`.
# Relabelled session 22: Yotta NM1 Phase 1's 4,096 not-stated (was
# contradicts): the row's "first cluster of 16,384 GPUs at NM1" is the whole
# NM1 cluster (Phase 2's figure), as batch 12 (planned-60) reads the row.
AUDIT3=[]
def audit3(kind,f,sysid,part,value,expect,note=''):
    AUDIT3.append((kind,f,sysid,part,value,expect,note))
# False, fixed: another row of the same operator
audit3('multi-system',EP,'chan-zuckerberg-initiative-gpu-cluster',H1,1024,'not-stated','"comprising 22,000 NVIDIA H100" is the row of "Inflection AI Cluster" (was contradicts)')
audit3('multi-system',EP,'microsoft-azure-pioneer-eus',A1,1312,'not-stated','"the 25k A100 supercomputer used by OpenAI" and the other counts are rows of other Microsoft clusters ("Microsoft Azure Meta AI Rental", "Microsoft GPT-4 cluster") (was contradicts)')
audit3('multi-system',EP,'nvidia-tethys',A1,160,'not-stated','"on ~25,000 A100s" is the row of "Microsoft GPT-4 cluster" (was contradicts)')
audit3('multi-system',EP,'tesla-auto-labeling-cluster',A1,1752,'not-stated','"CodeFuse-13B was trained using 512 Nvidia A100" is the row of "Paper on CodeFuse" (was contradicts)')
audit3('multi-system',EP,'microsoft-research-hypercluster',V1,576,'not-stated','"more than 285,000 CPU cores, 10,000 GPUs" is the row of "Azure OpenAI GPT-3 Cluster" (was contradicts)')
audit3('multi-system',EP,'mare-nostrum-5',H1,4480,'not-stated','"beyond 100,000 advanced AI chips" is the row of "EU AI Gigafactory #3" (was contradicts)')
# False, fixed: another phase's row names this one in its "Builds upon" column
audit3('planned',EP,'yotta-shakti-cloud-nm1-phase-1',H1,4096,'not-stated','its own row\'s quote, on its second line, also says "Yotta will deploy the first cluster of 16,384 GPUs at NM1"; its "more than 4,000 GPUs" is a bound (relabelled in session 16: the audit read only Phase 2\'s row, as the CSV reader then cut the quote\'s second line from Phase 1\'s; relabelled session 22: the 16,384 are the whole NM1 cluster, Phase 2\'s figure (Epoch\'s Phase 2 row, Builds Upon Phase 1, has 16,384), not this first slot\'s, as batch 12 reads the same row (planned-60), so they contradict no count of Phase 1; was contradicts)')
audit3('planned',EP,'sustainable-metal-cloud-singapore-phase-1',H1,1024,'not-stated','"to have 5,000 GPUs operational in Singapore by the end of the year" is the row of "Sustainable Metal Cloud Singapore Phase 2" (was contradicts)')
audit3('multi-system',EP,'rpi-aimos',V1,1512,'not-stated','"40 nodes ... with 8 v100 Nvidia GPUS" is the row of "RPI AiMOSx NPL Cluster", 608 that of "RPI Supercomputer 2" (was contradicts)')
audit3('multi-system',EP,'jamstec-zettascaler-2-0-gyoukou','PEZY-SC2',1600,'not-stated','"10,000 PEZY-SC2 processor modules" is the row of "JAMSTEC ZettaScaler-2.2 Gyoukou" (was contradicts)')
# False: another row tied by words its link shares (left); a count of mixed models (fixed)
audit3('multi-system',EP,'core42-superpod',H1,1272,'not-stated','"I estimated around 500 GPUs for this" is the row of "BNY Mellon Supercomputer" (its link ".../bny-mellon-superpod") (contradicts, left)')
audit3('equivalent',EP,'xai-fulton-georgia',H1,12112,'not-stated','its row: "the 12,448 GPUs are 97% Hoppers, 3% Amperes": a total of two models, no H100 count (was states by "12k H100s" of Tesla\'s row, then contradicts by 12,448; fixed in facts)')
# False, fixed: a node's description after a paragraph naming the system
audit3('per-node',AI+'klust+SupercomputersForStarters/C08_Accelerators/C08_S05_Status_GPU_computing/index.html','lawrence-livermore-nl-el-capitan-phase-1','AMD Instinct MI300A',512,'not-stated','"The MI300A is used as the basis of the El Capitan exascale supercomputer ... The basic design of the node is shown in the following picture:" then "Here we see four MI300A packages": one node\'s (was contradicts by four)')
# False, fixed: counts of one inventory
audit3('exact',EP,'jean-zay-supercomputer-phase-4','NVIDIA A100 SXM4 80 GB',416,'states','its row: "1,832 V100s 416 A100s 1,456 H100s", "equipped with 1,456 NVIDIA H100 GPUs, in addition to the 416 NVIDIA A100 Tensor Core GPUs" (was states only by phase 3\'s row, "52 nodes ... each with eight", whose first cell is phase 3)')
# True, kept
audit3('exact',EP,'param-siddhi-ai-phase-1',A1,336,'states','AIRAWAT-PSAI Phase 2\'s note: "an original portion of 336 GPUs (PARAM Siddhi - AI)", its own cell')
audit3('exact',EP,'nvidia-israel-1-phase-2',H1,2048,'states','its row: "combining 2,048 Nvidia H100 80GB GPUs"')
audit3('exact',EP,'project-ceiba-phase-1','NVIDIA GH200',16384,'states','its row: "The system will feature 16,384 GH200 NVL32 Grace Hopper Superchips"')
# False, fixed (session 16, helper D): the row after one that ends on a line counting nothing is another's
audit3('multi-system',EP,'applied-digital-coreweave-ellendale-phase-1','NVIDIA GB200',45000,'not-stated','"Slightly unclear if they refer to GB200 GPUs or entire chips (2 GPUs)" is the row of "Nscale Loughton", the line after Applied Digital\'s row ends (was contradicts)')
audit3('multi-system',EP,'applied-digital-coreweave-ellendale-phase-2','NVIDIA GB200',110000,'not-stated','"(2 GPUs)" is the row of "Nscale Loughton", not Applied Digital\'s (was contradicts)')
audit3('multi-system',EP,'applied-digital-ellendale-possible-phase-3','NVIDIA GB200',180000,'not-stated','"(2 GPUs)" is the row of "Nscale Loughton", not Applied Digital\'s (was contradicts)')
# ==== end of batch `audit3` ====

# ==== batch `audit4` (session 17, issue 14): a fourth precision audit ====
# scripts/audit-claims on ai-clusters, hpcg-icl-web, limelead-quartz-systems,
# top500-scrap500 and systems: 200 `states` printed (2 on limelead, both true;
# 198 on Epoch's gpu_clusters.csv, the only page of `systems` with any), each
# read against its row. 7 false: 5 bounds read as counts, 1 count of another
# system in the same sentence, 1 round figure of a whole campus against one
# phase; a sample of true ones kept. All tune: their decisions were seen before
# they were labelled. Ids `audit4-KIND-N`.
AUDIT4=[]
def audit4(kind,f,sysid,part,value,expect,note=''):
    AUDIT4.append((kind,f,sysid,part,value,expect,note))
GB2='NVIDIA GB200'
# False: bounds read as counts
audit4('bound',EP,'meta-100k',H1,100000,'not-stated','its row: "one such cluster, which will be a little bigger than 100,000 H100s": a bound (was states)')
audit4('bound',EP,'oracle-oci-supercluster-h200s','NVIDIA H200 SXM',65536,'not-stated','its row: "our latest Supercluster scales up to an industry-leading 65,536 GPUs": a bound (was states)')
audit4('bound',EP,'oracle-oci-supercluster-h100s',H1,16384,'not-stated','its row: "can scale up to 16,384 GPUs" and the note "OCI superclusters ""can scale up to"" 16k H100s. However, it\'s unclear whether they had actually built a 16k cluster": bounds (was states by the note\'s 16k)')
audit4('bound',EP,'voltage-park-texas-phase-2',H1,4088,'not-stated','its row: "24,000 H100 GPUs spread across six ... data centers"; the note "They offer clusters up to size 4,088 GPUs, though": a bound (was states)')
audit4('bound',EP,'voltage-park-washington',H1,4088,'not-stated','its row: "24,000 H100 GPUs spread across six ... data centers"; the note "They offer clusters up to size 4,088 GPUs, though": a bound (was states)')
# False: another system's count in the same sentence
audit4('multi-system',EP,'yotta-shakti-cloud-d1',H1,16384,'not-stated','its row: "Yotta will deploy the first cluster of 16,384 GPUs at NM1... Next, Yotta will deploy a similar-sized cluster at D1": the 16,384 are NM1\'s (was states)')
# False: a round figure of the whole campus against one phase
audit4('rounded',EP,'openai-microsoft-mt-pleasant-wisconsin-phase-2',GB2,700000,'not-stated','its row: "Microsoft plans to build four 300MW buildings... 1.5GW is like a million GPUs": an equivalence for the whole 1.5 GW, not 700,000 (was states by "a million")')
# True, checked
audit4('exact',EP,'agh-cyfronet-athena','NVIDIA A100 SXM4 40 GB',384,'states','its row: "as well as 384 NVIDIA A100 GPGPU cards"')
audit4('exact',EP,'sakura-s-h100s-phase-1',H1,2016,'states','its row: "we have completed the installation of 2,016 \'NVIDIA H100 Tensor Core GPUs\'"; Phase 2\'s row: "This builds on their previous 2k H100s"')
audit4('exact',EP,'together-ai-36k-gb200s',GB2,36000,'states','its row: "36,000 NVIDIA Blackwell GPUs in GB200 NVL72 Cluster"')
audit4('exact',EP,'xai-colossus-memphis-phase-2','NVIDIA H200 SXM',50000,'states','its row: "it will double in size to 200k (50k H200s)"')
audit4('rounded',EP,'tesla-cortex-phase-3',H1,100000,'states','its row: "This will be ~100k H100/H200"')
audit4('exact',EP,'northern-data-group-taiga-cloud-island-3',H1,2048,'states','"connected into islands of four pods each (2,048 GPUs)": one island\'s, as the record is')
audit4('exact',EP,'yotta-shakti-cloud-nm1-phase-2',H1,16384,'states','its row: "Yotta will deploy the first cluster of 16,384 GPUs at NM1"')
# ==== end of batch `audit4` ====

# ==== batch `audit5` (session 22, issue 14): a fifth precision audit ====
# scripts/audit-claims on ai-clusters, limelead-quartz-systems, hpcg-icl-web,
# top500-scrap500 and systems/epoch (held-out pairs left out): 115 `states`
# printed (2 on limelead's JUPITER.md, 113 on Epoch's gpu_clusters.csv), all
# read against their rows, those by the rules of sessions 18-21 first
# (products, the partition sum, round figures, approximations, planned
# phases). 115 states read, 1 false: Epoch's own estimate in a note ("I
# estimated around 500 GPUs") read as a count. A sample of true ones, one per
# newer rule, kept. All tune: their decisions were seen before they were
# labelled. Ids `audit5-KIND-N`.
AUDIT5=[]
def audit5(kind,f,sysid,part,value,expect,note=''):
    AUDIT5.append((kind,f,sysid,part,value,expect,note))
# False: the writer's own estimate
audit5('bound',EP,'bny-mellon-supercomputer',H1,500,'not-stated','its Note: "\"Dozens\" probably means at least 36 and less than 100. Multiply this by 8 since it\'s DGXs. I estimated around 500 GPUs for this"; its quote: "equipped with dozens of NVIDIA DGX systems": Epoch\'s estimate (was states)')
# True, checked: one per newer rule
audit5('product',EP,'igenius-colosseum',GB2,5760,'states','its quote: "using 80 GB200 NVL72 servers"; its Note: "80 servers x 72 GPUs/server = 5760 GPUs"')
audit5('product',EP,'eurohpc-meluxina','NVIDIA A100',800,'states','its row: "200 GPU nodes are part of the Accelerator Module, each featuring 2 AMD Rome CPUs ... and 4 NVIDIA A100-40 GPUs"')
audit5('product',EP,'jcahpc-miyabi','NVIDIA GH200',1120,'states','its row: "1,120 nodes, one NVIDIA GH200 Grace Hopper Superchip per node"')
audit5('product',EP,'jean-zay-supercomputer-phase-2','NVIDIA Tesla V100 SXM2',2696,'states','its row: "261 four-GPU ... nodes ... 31 eight-GPU ... nodes ... 351 four-GPU ... nodes": the partitions\' sum')
audit5('rounded',EP,'nhn-cloud-s-national-ai-data-center',H1,1000,'states','its row: "some 1,000 Nvidia H100 graphics processing units (GPUs) are working"')
audit5('planned',EP,'sustainable-metal-cloud-singapore-phase-2',H1,5000,'states','its row: "Their ambitious projection is to have 5,000 GPUs operational in Singapore by the end of the year", Hardware note H100')
audit5('planned',EP,'nvidia-coreweave-eos-dfw-rumored-phase-2',H1,32000,'states','its row: "NVIDIA is doing the same thing in Plano, Texas for a 32,000 GPU cluster that they\'re building"')
# ==== end of batch `audit5` ====

# ==== batch `audit6` (session 25, issue 14): a sixth precision audit ====
# scripts/audit-claims (held-out pairs left out) on every corpus folder, in two
# runs. ai-clusters, limelead-quartz-systems, hpcg-icl-web, top500-scrap500 and
# systems: 260 pages (9 not read, the .xlsx lists: unsupported; a first run on
# the loaded machine also lost 7 as unreachable, read in a second run with
# the same states), 1,565 (page, record) pairs named or described, 89 `states`
# (2 on limelead's JUPITER.md, 87 on Epoch's gpu_clusters.csv) and 3
# `contradicts` (all on gpu_clusters.csv), every one read against its row.
# top500-lists, top500-analysis-lass-lab, top500stats-josemonsalve2,
# trafilatura, mozilla-readability, scrapinghub-article-extraction-benchmark:
# 636 pages (27 unsupported, 2 blocked; 5 unreachable, re-run alone: nothing
# named), 132 pairs named or described (123 on the TOP500 lists), 0 states, 0
# contradicts. 89 states read, 0 false; 3 contradicts read, 2 false: another
# system's count in the record's own row (Eos's 10,752 beside the MLPerf v3.0
# submission's 3,584 Hopper GPUs), and an earlier phase's count in a later
# phase's note ("their previous 2k H100s" in Sakura's B200s Phase 2 row); the
# third is audit2's TensorFlow Research Cloud, labelled contradicts. A sample
# of true ones, one per rule of sessions 23-24, kept. All tune: their
# decisions were seen before they were labelled. Ids `audit6-KIND-N`.
AUDIT6=[]
def audit6(kind,f,sysid,part,value,expect,note=''):
    AUDIT6.append((kind,f,sysid,part,value,expect,note))
# False: another system's count in the record's own row
audit6('multi-system',EP,'nvidia-coreweave-mlperf-v3-0-submission-2023',H1,3584,'not-stated','its row: "The 10,752 H100 GPUs far surpassed the scaling in AI training in June, when NVIDIA used 3,584 Hopper GPUs": the 10,752 are Eos\'s later submission (its "Possible Duplicate Of" cell, NVIDIA CoreWeave Eos-DFW Phase 1); this one\'s 3,584 are written of the family only, as family-29 reads them (was contradicts)')
# False: an earlier phase's count in a later phase's row
audit6('planned',EP,'sakura-s-b200s-phase-2',H1,6000,'not-stated','its row\'s Note: "This builds on their previous 2k H100s": Phase 1\'s (its Builds Upon, Sakura\'s H100s Phase 1, 2,016 H100); "at least 2k of these are H100s" a bound; "I estimate 4k B200s, and 6k H100s" Epoch\'s own estimate (was contradicts)')
# True, checked: one per rule of sessions 23-24
audit6('exact',EP,'paper-on-alphazero','Google TPU v1',5000,'states','its row: "using 5,000 first-generation TPUs (15) to generate self-play games": a TPU named by its generation')
audit6('exact',EP,'paper-on-chameleon','NVIDIA A100',3072,'states','its row: "Table 2 ... lists 3072 Concurrent GPUs for the 34B model": GPUs a run used at once')
audit6('exact',EP,'paper-on-gopher','Google TPU v3',4096,'states','its row: "4096 TPUV3 chips reported in table A27": a row that leads with its record\'s name')
audit6('rounded',EP,'meta-research-supercluster-2-rsc-2','NVIDIA A100',8000,'states','its row: "RSC-1 is a general ML cluster ... of 16k GPU size, while RSC-2 ... is of 8k GPU size": the clause of its own name')
audit6('exact',EP,'paper-on-pali','Google TPU v4',1024,'states','its row: "PaLI-17B, is pretrained using 1,024 GCP-TPUv4 chips for 7 days": a name hyphened to the model')
# ==== end of batch `audit6` ====
# ==== batch `audit7` (session 26, issue 14): what this session's rules changed ====
# scripts/audit-claims (held-out pairs left out) run twice, with the binary of
# 5dc26e8 (before this session's claims rules) and of main at 379b11d, the
# same records/, rules/ and held-out pairs, and the outputs diffed. A run over
# every corpus folder at once (both binaries side by side on the loaded
# machine) had not finished after 25 minutes and was stopped; the audit ran
# by folder instead. systems and limelead-quartz-systems (50 pages, 9 not
# read: the .xlsx lists; 1,084 (page, record) pairs named or described, 1,160
# claims checked): old 84 states, 2 contradicts; new 85 states, 1
# contradicts. ai-clusters (75 pages, 47 pairs, 52 claims), hpcg-icl-web and
# top500-scrap500 (135 pages, 423 pairs, 467 claims): 0 states, 0
# contradicts with either binary. One claim
# changed, none new elsewhere: Epoch's TensorFlow Research Cloud, 4,096 TPU v2,
# contradicts (by "a «1,000»-TPU") -> states (by "1,000-TPU («4,000» Cloud TPU
# Chip)", the count hyphened to a unit sizes it, 4,000 written round): right,
# and already the suite's audit2-other-count-2 (relabelled states this
# session), so no case is added. 1 changed, 1 right, 0 wrong. Not covered
# for lack of time: top500-lists, top500-analysis-lass-lab,
# top500stats-josemonsalve2 and the three extraction corpora (audit6: 0
# states, 0 contradicts there).
AUDIT7=[]
def audit7(kind,f,sysid,part,value,expect,note=''):
    AUDIT7.append((kind,f,sysid,part,value,expect,note))
# ==== end of batch `audit7` ====

import collections
out=['# The labelled claims suite (tests/match/claims_suite_test.cpp, scripts/eval-claims).',
'# Each case: a corpus page (read in place from ../shared/corpus), a system of',
'# records/ (or of `systems` below), a claim (part, value) and the result the',
'# contract (spec §5) gives it, labelled by reading the page; `note` says what',
'# the page has. Every third case of each kind, in file order, is held out;',
'# batches 2 and 3 (`batch: 2`, `batch: 3`) are split the same way, each',
'# counted within its own batch alone.',
'# Batch 4 (`batch: 4`) likewise, labelled blind (before any checker ran).',
'# Batch 5 (`batch: 5`) likewise, labelled blind (before any checker ran).',
'# Batch 6 (`batch: 6`) likewise, labelled blind (before any checker ran).',
'# Batch 7 (`batch: 7`) likewise, labelled blind (before any checker ran).',
'# Batch 8 (`batch: 8`) likewise, labelled blind (before any checker ran).',
'# Batch 9 (`batch: 9`) likewise, labelled blind (before any checker ran).',
'# Batch 10 (`batch: 10`) likewise, labelled blind (before any checker ran).',
'# Batch 11 (`batch: 11`) likewise, labelled blind (before any checker ran).',
'# Batch 12 (`batch: 12`) likewise, labelled blind (before any checker ran).',
'# Batch 13 (`batch: 13`) likewise, labelled blind (before any checker ran).',
'# Batch 14 (`batch: 14`) likewise, labelled blind (before any checker ran).',
'# Batch 15 (`batch: 15`) likewise, labelled blind (before any checker ran).',
'# Batch 16 (`batch: 16`) likewise, labelled blind (before any checker ran).',
'# Batch 17 (`batch: 17`) likewise, labelled blind (before any checker ran).',
'# Batch 18 (`batch: 18`) likewise, labelled blind (before any checker ran).',
'# Batch 19 (`batch: 19`) likewise, labelled blind (before any checker ran).',
'# Batch 20 (`batch: 20`) likewise, labelled blind (before any checker ran).',
'# Batch 21 (`batch: 21`) likewise, labelled blind (before any checker ran).',
'# Kinds: exact, product, rounded (stated as written or at the page\'s',
'# precision), other-count (the same model with another count), other-model,',
'# nodes-only, bound (bounds, ranges, estimates), year-unit (years, units,',
'# speeds), top500 and cpu-cores (TOP500 Cores rows), multi-system, planned,',
'# family (a family part against model counts).',
'systems:',
'- {id: csc-mahti, name: Mahti, operator: CSC}',
'- {id: top500-jaguar, name: Jaguar, operator: Oak Ridge National Laboratory}',
'- {id: top500-nebulae, name: Nebulae, operator: National Supercomputing Centre in Shenzhen}',
'- {id: top500-tianhe-1a, name: Tianhe-1A, operator: National Supercomputing Center in Tianjin}',
'- {id: top500-hpc2, name: HPC2, operator: Eni}',
'- {id: olcf-crusher, name: Crusher, operator: Oak Ridge National Laboratory}',
'- {id: azure-gb200-nvl72, name: Azure GB200 NVL72, operator: Microsoft}',
'- {id: top500-tianhe-1, name: Tianhe-1, operator: National SuperComputer Center in Tianjin}',
'- {id: top500-stampede, name: Stampede, operator: Texas Advanced Computing Center}',
'- {id: alcf-cerebras-cs3, name: ALCF Cerebras Wafer-Scale Cluster, operator: Argonne Leadership Computing Facility, aliases: [ALCF CS-3 Cerebras Wafer-Scale Cluster]}',
'- {id: xai-grok-2-oracle, name: Grok 2 cluster}',
'- {id: baidu-ai-cloud-wanka, name: Baidu AI Cloud 10k-card cluster, operator: Baidu}',
'- {id: meta-amd-6gw, name: Meta AMD Instinct 6 GW deployment, operator: Meta}',
'- {id: meta-richland-parish, name: Meta Richland Parish data center, operator: Meta}',
'- {id: top500-roadrunner, name: Roadrunner, operator: Los Alamos National Laboratory}',
'- {id: tacc-vista, name: Vista, operator: Texas Advanced Computing Center}',
'- {id: top500-tianhe-2a, name: Tianhe-2A, operator: National Super Computer Center in Guangzhou}',
'cases:']
# where each numbered batch starts in C (batch 15's cases were added before batch 14's);
# the first batch is the unnumbered one
STARTS=[(B2,2),(B3,3),(B4,4),(B5,5),(B6,6),(B7,7),(B8,8),(B9,9),(B10,10),(B11,11),(B12,12),
        (B13,13),(B15,15),(B14,14),(B16,16),(B17,17),(B18,18),(B19,19),(B20,20),(B21,21)]
def batch_of(i):
    return next((f', batch: {n}' for start,n in reversed(STARTS) if i>=start), '')
n=collections.Counter()
for i,(kind,f,s,p,v,e,note) in enumerate(C):
    n[kind]+=1
    cid=f'{kind}-{n[kind]}'
    q=lambda x: '"'+x.replace('\\','\\\\').replace('"','\\"')+'"'
    batch=batch_of(i)
    out.append(f'- {{id: {cid}, kind: {kind}, file: {q(f)}, system: {s}, part: {q(p)}, value: {v}, expect: {e}{batch}, note: {q(note)}}}')
# the audit batches, after every other batch, each numbered apart (its own counter);
# q is the quoting of the loop above
AUDITS=[('audit',AUDIT,'what scripts/audit-claims printed'),('audit2',AUDIT2,'the second audit'),
        ('audit3',AUDIT3,'the third audit'),('audit4',AUDIT4,'the fourth audit'),
        ('audit5',AUDIT5,'the fifth audit'),('audit6',AUDIT6,'the sixth audit'),
        ('audit7',AUDIT7,'the seventh audit')]
for name,cases,what in AUDITS:
    out.append(f'# Batch `{name}` (`batch: {name}`): {what}, judged; all tune.')
    seen=collections.Counter()
    for k,f,s,p,v,e,note in cases:
        seen[k]+=1
        out.append(f'- {{id: {name}-{k}-{seen[k]}, kind: {k}, file: {q(f)}, system: {s}, part: {q(p)}, value: {v}, expect: {e}, batch: {name}, note: {q(note)}}}')
open(__import__('os').path.join(__import__('os').path.dirname(__file__),'claims.yaml'),'w').write('\n'.join(out)+'\n')
print(len(C), dict(n), *(f'{name} {len(cases)}' for name,cases,_ in AUDITS))
