-- fold.lua: roll per-minute HyperLogLogs up into one key per block of minutes
-- ARGV: prefix, minutes, block.  Creates <prefix>:hll5:<b> (for block 5) with
-- PFMERGE and returns the number of rollup keys written.
-- Used by cmd/hllfold (v0.2); window.lua merges on the fly instead.
local prefix = ARGV[1]
local minutes = tonumber(ARGV[2])
local block = tonumber(ARGV[3])
local written = 0
for b = 0, math.floor(minutes / block) - 1 do
  local src = {}
  for m = b * block, b * block + block - 1 do
    src[#src + 1] = prefix .. ':hll:' .. m
  end
  local dst = prefix .. ':hll' .. block .. ':' .. b
  redis.call('DEL', dst)
  redis.call('PFMERGE', dst, unpack(src))
  written = written + 1
end
return written
