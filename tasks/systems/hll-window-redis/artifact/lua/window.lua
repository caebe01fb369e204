-- window.lua: distinct users in the window of minutes [start, start+len)
-- ARGV: prefix, start, len.  Returns {exact, estimate}:
--   exact    = SCARD of the union of the per-minute sets (via a temp key)
--   estimate = PFCOUNT over the per-minute HyperLogLogs (merged on the fly)
local prefix = ARGV[1]
local start = tonumber(ARGV[2])
local len = tonumber(ARGV[3])
local sets, hlls = {}, {}
for m = start, start + len - 1 do
  sets[#sets + 1] = prefix .. ':set:' .. m
  hlls[#hlls + 1] = prefix .. ':hll:' .. m
end
local tmp = prefix .. ':tmp'
redis.call('SUNIONSTORE', tmp, unpack(sets))
local exact = redis.call('SCARD', tmp)
redis.call('DEL', tmp)
local estimate = redis.call('PFCOUNT', unpack(hlls))
return {exact, estimate}
