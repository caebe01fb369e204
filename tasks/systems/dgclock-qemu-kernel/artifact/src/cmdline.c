/* cmdline.c -- kernel command line.
 *
 *   seed=N frames=F pages=P length=L     the experiment (Table 2)
 *   policies=a,b,..  workloads=a,b,..    subsets; "all" selects everything
 *   trace=N          dump the first N references of every run (trace.c)
 *   scale=N          run 1/N of every reference string and scale the counts;
 *                    0 (default) = 1 on real hardware, 4 on emulated CPUs
 *   timing=1         PIT timings per run
 *   swap=ram|ata     backing store for evicted pages
 *   selftest         run the self-tests instead of the experiment
 *
 * The boot loader may put the kernel's own path first; every token is
 * looked at and unknown ones are ignored.
 */
#include "vm.h"

#define DEFAULT_POLICIES  ((1u << NPOLICIES) - 1)
#define DEFAULT_WORKLOADS ((1u << NWORKLOADS) - 1)

void cmdline_defaults(void)
{
    cfg_seed = 1;
    cfg_frames = 96;
    cfg_pages = 768;
    cfg_length = 60000;
    cfg_policy_mask = DEFAULT_POLICIES;
    cfg_workload_mask = DEFAULT_WORKLOADS;
    cfg_trace = 0;
    cfg_scale = 0;
    cfg_timing = 0;
    cfg_swapdev = SWAP_RAM;
    cfg_selftest = 0;
}

static int starts_with(const char *s, const char *p)
{
    return kstrncmp(s, p, kstrlen(p)) == 0;
}

static u32 token_len(const char *s)
{
    u32 n = 0;
    while (s[n] && s[n] != ' ')
        n++;
    return n;
}

/* "a,b,c" -> bit mask via lookup(name, len); returns 0 on an unknown name */
static u32 parse_list(const char *s, u32 len, int (*lookup)(const char *, u32), u32 all)
{
    u32 mask = 0, i = 0;

    if (len == 3 && kstrncmp(s, "all", 3) == 0)
        return all;
    while (i < len) {
        u32 j = i;
        int id;
        while (j < len && s[j] != ',')
            j++;
        id = lookup(s + i, j - i);
        if (id < 0)
            return 0;
        mask |= 1u << id;
        i = j + 1;
    }
    return mask;
}

/* returns the number of tokens understood */
int cmdline_parse(const char *s)
{
    int known = 0;

    while (*s) {
        u32 len;
        while (*s == ' ')
            s++;
        len = token_len(s);
        known++;
        if (starts_with(s, "seed="))
            cfg_seed = kstrtou64(s + 5, K_NULL, 0);
        else if (starts_with(s, "frames="))
            cfg_frames = (u32)kstrtou64(s + 7, K_NULL, 10);
        else if (starts_with(s, "pages="))
            cfg_pages = (u32)kstrtou64(s + 6, K_NULL, 10);
        else if (starts_with(s, "length="))
            cfg_length = (u32)kstrtou64(s + 7, K_NULL, 10);
        else if (starts_with(s, "policies="))
            cfg_policy_mask = parse_list(s + 9, len - 9, policy_from_name,
                                         (1u << NPOLICIES_ALL) - 1);
        else if (starts_with(s, "workloads="))
            cfg_workload_mask = parse_list(s + 10, len - 10, workload_from_name,
                                           (1u << NWORKLOADS_ALL) - 1);
        else if (starts_with(s, "trace="))
            cfg_trace = (u32)kstrtou64(s + 6, K_NULL, 10);
        else if (starts_with(s, "scale="))
            cfg_scale = (u32)kstrtou64(s + 6, K_NULL, 10);
        else if (starts_with(s, "timing="))
            cfg_timing = (u32)kstrtou64(s + 7, K_NULL, 10);
        else if (starts_with(s, "swap=ata"))
            cfg_swapdev = SWAP_ATA;
        else if (starts_with(s, "swap=ram"))
            cfg_swapdev = SWAP_RAM;
        else if (starts_with(s, "selftest"))
            cfg_selftest = 1;
        else
            known--;
        s += len;
    }
    return known;
}

/* 0 if the configuration can run */
int cmdline_check(void)
{
    if (cfg_frames < 8 || cfg_frames > MAX_FRAMES || cfg_pages > MAX_PAGES ||
        cfg_pages < 2 * cfg_frames || cfg_length < 8)
        return -1;
    if (cfg_policy_mask == 0 || cfg_workload_mask == 0)
        return -1;
    if (cfg_scale > 64)
        return -1;
    return 0;
}
