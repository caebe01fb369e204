name   e1-double-crash
ticks  300
seed   21
every 5 from 20 to 260 submit 2
at 60  crash 2
at 70  crash 4
at 150 restart 2
at 160 restart 4
