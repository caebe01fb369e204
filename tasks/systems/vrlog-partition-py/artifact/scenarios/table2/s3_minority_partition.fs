name   s3-minority-split
ticks  300
seed   13
every 5 from 20 to 260 submit 2
at 70  partition 1 2 | 3 4 5
at 180 heal
