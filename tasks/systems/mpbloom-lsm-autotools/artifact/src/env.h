#ifndef LSM_ENV_H
#define LSM_ENV_H
/*
 * env.h - the thin file layer.  All engine I/O goes through here so that the
 * byte and operation counters in stats.h are exact.
 */
#include <stddef.h>
#include <stdint.h>

typedef struct lsm_file {
    int fd;
    char *path;
    uint64_t size;      /* bytes appended so far (writers) / file size (readers) */
    unsigned char *buf; /* write buffer */
    size_t buf_len, buf_cap;
} lsm_file;

lsm_file *env_create(const char *path);          /* truncate + open for append */
lsm_file *env_open_read(const char *path);
int env_append(lsm_file *f, const void *data, size_t len);
int env_flush(lsm_file *f);
int env_sync(lsm_file *f, int really);           /* flush; fdatasync when really */
int env_pread(lsm_file *f, void *dst, size_t len, uint64_t off);
void env_close(lsm_file *f);
int env_unlink(const char *path);
uint64_t env_file_size(const char *path);

#endif
