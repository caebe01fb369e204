name   e2-majority-loss
ticks  300
seed   22
# three nodes down: no progress until two come back
every 5 from 20 to 260 submit 2
at 60  crash 1
at 60  crash 2
at 60  crash 3
at 140 restart 1
at 160 restart 2
at 200 restart 3
