/* ata.c -- polled PIO driver for the primary ATA channel (LBA28).
 *
 * Just enough to use a raw disk image as swap:  qemu ... -drive
 * file=swap.img,format=raw,index=0,media=disk  and  swap=ata  on the
 * kernel command line.  No interrupts, no DMA, master drive only.
 */
#include "vm.h"

#define ATA_DATA      0x1F0
#define ATA_ERROR     0x1F1
#define ATA_SECCOUNT  0x1F2
#define ATA_LBA0      0x1F3
#define ATA_LBA1      0x1F4
#define ATA_LBA2      0x1F5
#define ATA_DRIVE     0x1F6
#define ATA_STATUS    0x1F7
#define ATA_COMMAND   0x1F7
#define ATA_ALTSTATUS 0x3F6

#define ST_ERR  0x01
#define ST_DRQ  0x08
#define ST_DF   0x20
#define ST_BSY  0x80

#define CMD_READ_PIO   0x20
#define CMD_WRITE_PIO  0x30
#define CMD_FLUSH      0xE7
#define CMD_IDENTIFY   0xEC

static u32 disk_sectors;

static inline void outb(u16 port, u8 v)
{
    __asm__ volatile ("outb %0, %1" : : "a"(v), "Nd"(port));
}
static inline u8 inb(u16 port)
{
    u8 v;
    __asm__ volatile ("inb %1, %0" : "=a"(v) : "Nd"(port));
    return v;
}
static inline void insw(u16 port, void *buf, u32 words)
{
    __asm__ volatile ("cld; rep insw" : "+D"(buf), "+c"(words) : "d"(port) : "memory");
}
static inline void outsw(u16 port, const void *buf, u32 words)
{
    __asm__ volatile ("cld; rep outsw" : "+S"(buf), "+c"(words) : "d"(port) : "memory");
}

/* the 400 ns delay: four reads of the alternate status register */
static void ata_delay(void)
{
    inb(ATA_ALTSTATUS);
    inb(ATA_ALTSTATUS);
    inb(ATA_ALTSTATUS);
    inb(ATA_ALTSTATUS);
}

static int ata_wait(int want_drq)
{
    u32 spins = 0;
    u8 st;
    for (;;) {
        st = inb(ATA_STATUS);
        if (st & ST_BSY) {
            if (++spins > 10000000u)
                return -1;
            continue;
        }
        if (st & (ST_ERR | ST_DF))
            return -1;
        if (!want_drq || (st & ST_DRQ))
            return 0;
        if (++spins > 10000000u)
            return -1;
    }
}

static void ata_select(u32 lba, u32 count)
{
    outb(ATA_DRIVE, (u8)(0xE0 | ((lba >> 24) & 0x0F)));
    ata_delay();
    outb(ATA_SECCOUNT, (u8)count);
    outb(ATA_LBA0, (u8)lba);
    outb(ATA_LBA1, (u8)(lba >> 8));
    outb(ATA_LBA2, (u8)(lba >> 16));
}

int ata_probe(void)
{
    u16 id[256];
    u8 st;

    outb(ATA_DRIVE, 0xA0);
    ata_delay();
    outb(ATA_SECCOUNT, 0);
    outb(ATA_LBA0, 0);
    outb(ATA_LBA1, 0);
    outb(ATA_LBA2, 0);
    outb(ATA_COMMAND, CMD_IDENTIFY);
    st = inb(ATA_STATUS);
    if (st == 0 || st == 0xFF)
        return -1;                       /* no drive (floating bus) */
    if (ata_wait(0) != 0)
        return -1;
    if (inb(ATA_LBA1) != 0 || inb(ATA_LBA2) != 0)
        return -1;                       /* ATAPI or SATA signature */
    if (ata_wait(1) != 0)
        return -1;
    insw(ATA_DATA, id, 256);
    disk_sectors = (u32)id[60] | ((u32)id[61] << 16);
    kprintf("ata: primary master, %u sectors (%u MiB)\n",
            disk_sectors, disk_sectors / 2048);
    return disk_sectors >= MAX_PAGES * (PAGE_SIZE / 512u) ? 0 : -1;
}

int ata_write(u32 lba, u32 count, const void *buf)
{
    const u8 *p = (const u8 *)buf;
    u32 i;

    if (count == 0 || count > 255 || lba + count > disk_sectors)
        return -1;
    if (ata_wait(0) != 0)
        return -1;
    ata_select(lba, count);
    outb(ATA_COMMAND, CMD_WRITE_PIO);
    for (i = 0; i < count; i++) {
        if (ata_wait(1) != 0)
            return -1;
        outsw(ATA_DATA, p + 512 * i, 256);
    }
    outb(ATA_COMMAND, CMD_FLUSH);
    return ata_wait(0);
}

int ata_read(u32 lba, u32 count, void *buf)
{
    u8 *p = (u8 *)buf;
    u32 i;

    if (count == 0 || count > 255 || lba + count > disk_sectors)
        return -1;
    if (ata_wait(0) != 0)
        return -1;
    ata_select(lba, count);
    outb(ATA_COMMAND, CMD_READ_PIO);
    for (i = 0; i < count; i++) {
        ata_delay();
        if (ata_wait(1) != 0)
            return -1;
        insw(ATA_DATA, p + 512 * i, 256);
    }
    return 0;
}
