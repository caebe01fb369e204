/* swap.c -- where evicted pages go.
 *
 * SWAP_RAM (default, Table 2): one 4 KiB slot per virtual page in RAM at
 * BACKING_STORE; a write-back is a page copy.
 * SWAP_ATA (Figure 4 of the tech report): the slots live on the primary
 * IDE disk, 8 sectors per page, written with PIO (ata.c).  Much slower
 * under emulation; the counts are the same.
 */
#include "vm.h"

#define SECTORS_PER_PAGE (PAGE_SIZE / 512u)

static u32 dev = SWAP_RAM;
static u32 npages;
static u32 ata_errors;

static void copy_page(u32 dst, u32 src)
{
    u32 *d = (u32 *)dst, *s = (u32 *)src;
    u32 i;
    for (i = 0; i < PAGE_SIZE / 4; i++)
        d[i] = s[i];
}

static void zero_range(u32 start, u32 bytes)
{
    u32 *p = (u32 *)start;
    u32 i;
    for (i = 0; i < bytes / 4; i++)
        p[i] = 0;
}

int swap_init(u32 which, u32 pages)
{
    npages = pages;
    dev = SWAP_RAM;
    if (which == SWAP_ATA) {
        if (ata_probe() != 0) {
            kputs("swap: no ATA disk on the primary channel, using RAM\n");
            return -1;
        }
        dev = SWAP_ATA;
    }
    return 0;
}

const char *swap_name(void)
{
    return dev == SWAP_ATA ? "ata" : "ram";
}

/* Every slot reads as zeroes again. */
void swap_reset(void)
{
    static u32 zero_page[PAGE_SIZE / 4] __attribute__((aligned(16)));
    u32 v;

    if (dev == SWAP_RAM) {
        zero_range(BACKING_STORE, MAX_PAGES * PAGE_SIZE);
        return;
    }
    for (v = 0; v < npages; v++)
        if (ata_write(v * SECTORS_PER_PAGE, SECTORS_PER_PAGE, zero_page) != 0)
            ata_errors++;
}

void swap_out(u32 vpn, u32 frame_addr)
{
    if (dev == SWAP_RAM) {
        copy_page(BACKING_STORE + vpn * PAGE_SIZE, frame_addr);
        return;
    }
    if (ata_write(vpn * SECTORS_PER_PAGE, SECTORS_PER_PAGE, (const void *)frame_addr) != 0)
        ata_errors++;
}

void swap_in(u32 vpn, u32 frame_addr)
{
    if (dev == SWAP_RAM) {
        copy_page(frame_addr, BACKING_STORE + vpn * PAGE_SIZE);
        return;
    }
    if (ata_read(vpn * SECTORS_PER_PAGE, SECTORS_PER_PAGE, (void *)frame_addr) != 0)
        ata_errors++;
}
