/* serial.c -- COM1 console and the isa-debug-exit port */
#include "kernel.h"

#define COM1 0x3F8

static inline void outb(unsigned short port, unsigned char v)
{
    __asm__ __volatile__("outb %0, %1" : : "a"(v), "Nd"(port));
}

static inline unsigned char inb(unsigned short port)
{
    unsigned char v;
    __asm__ __volatile__("inb %1, %0" : "=a"(v) : "Nd"(port));
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

static void putc_serial(char c)
{
    while (!(inb(COM1 + 5) & 0x20))
        ;
    outb(COM1, (unsigned char)c);
}

void kputs(const char *s)
{
    for (; *s; s++) {
        if (*s == '\n')
            putc_serial('\r');
        putc_serial(*s);
    }
}

void kputu(u32 v)
{
    char b[12];
    int n = 0;
    do {
        b[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n)
        putc_serial(b[--n]);
}

void kputx(u32 v)
{
    int s;
    kputs("0x");
    for (s = 28; s >= 0; s -= 4)
        putc_serial("0123456789abcdef"[(v >> s) & 15]);
}

void qemu_exit(u32 code)
{
    __asm__ __volatile__("outl %0, %1" : : "a"(code), "Nd"((unsigned short)0xf4));
}
