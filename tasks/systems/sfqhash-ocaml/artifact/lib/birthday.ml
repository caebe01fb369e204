(* Closed-form collision expectations for hashing k flows into n buckets
   uniformly at random ("birthday" analysis), used by `sfqsim layout
   --expect` to put a measured layout next to what a uniform hash predicts. *)

(* Expected number of buckets holding two or more of k balls. *)
let expected_shared ~k ~n =
  let n' = float_of_int n and k' = float_of_int k in
  let p0 = (1.0 -. (1.0 /. n')) ** k' in
  let p1 = k' /. n' *. ((1.0 -. (1.0 /. n')) ** (k' -. 1.0)) in
  n' *. (1.0 -. p0 -. p1)

(* Probability that no two of k balls share a bucket. *)
let p_no_collision ~k ~n =
  if k > n then 0.0
  else
    let rec go i acc = if i >= k then acc else go (i + 1) (acc *. float_of_int (n - i) /. float_of_int n) in
    go 0 1.0

(* Expected share of a fair rate that an elephant gets when the other k-1
   elephants are placed uniformly: E[1 / (1 + X)], X ~ Binomial(k-1, 1/n). *)
let expected_share ~k ~n =
  let p = 1.0 /. float_of_int n in
  let m = k - 1 in
  let rec binom acc i =
    if i > m then acc
    else
      let rec choose a b = if b = 0 then 1.0 else choose a (b - 1) *. float_of_int (a - b + 1) /. float_of_int b in
      let pr = choose m i *. (p ** float_of_int i) *. ((1.0 -. p) ** float_of_int (m - i)) in
      binom (acc +. (pr /. float_of_int (1 + i))) (i + 1)
  in
  binom 0.0 0

(* Smallest bucket count whose no-collision probability reaches [target]. *)
let buckets_for ~k ~target =
  let rec go n = if p_no_collision ~k ~n >= target || n > 1 lsl 24 then n else go (n * 2) in
  go (max 1 k)
