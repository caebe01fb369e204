name   e5-soak
ticks  1400
seed   25
# a long steady run with a late partition and a late crash of a follower
every 4 from 20 to 1340 submit 3
at 1120 partition 1 2 | 3 4 5
at 1170 heal
at 1220 crash 4
at 1290 restart 4
