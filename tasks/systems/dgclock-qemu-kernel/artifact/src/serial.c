/* serial.c -- COM1 output, 115200 8N1 */
#include "vm.h"

#define COM1 0x3F8

static inline void outb(unsigned short port, unsigned char v)
{
    __asm__ volatile ("outb %0, %1" : : "a"(v), "Nd"(port));
}
static inline unsigned char inb(unsigned short port)
{
    unsigned char v;
    __asm__ volatile ("inb %1, %0" : "=a"(v) : "Nd"(port));
    return v;
}

void serial_init(void)
{
    outb(COM1 + 1, 0x00);
    outb(COM1 + 3, 0x80);
    outb(COM1 + 0, 0x01);
    outb(COM1 + 1, 0x00);
    outb(COM1 + 3, 0x03);
    outb(COM1 + 2, 0xC7);
    outb(COM1 + 4, 0x0B);
}

static void kputc(char c)
{
    while ((inb(COM1 + 5) & 0x20) == 0)
        ;
    outb(COM1, (unsigned char)c);
}

void kputs(const char *s)
{
    while (*s) {
        if (*s == '\n')
            kputc('\r');
        kputc(*s++);
    }
}

void kputu(u64 v)
{
    char buf[24];
    int i = 0;
    do {
        buf[i++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    while (i)
        kputc(buf[--i]);
}

void kputx(u32 v)
{
    static const char hex[] = "0123456789abcdef";
    int s;
    kputs("0x");
    for (s = 28; s >= 0; s -= 4)
        kputc(hex[(v >> s) & 0xF]);
}

static void kprintf_put(char c, void *arg)
{
    (void)arg;
    if (c == '\n')
        kputc('\r');
    kputc(c);
}

int kprintf(const char *fmt, ...)
{
    k_va_list ap;
    int n;

    k_va_start(ap, fmt);
    n = kvformat(kprintf_put, K_NULL, fmt, ap);
    k_va_end(ap);
    return n;
}
