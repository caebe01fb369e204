(* Log2-binned histogram of non-negative integer samples (queueing delays).
   Bin 0 holds the value 0, bin k >= 1 holds [2^(k-1), 2^k). *)

type t = { bins : int array; mutable n : int; mutable total : int; mutable max : int }

let nbins = 48
let create () = { bins = Array.make nbins 0; n = 0; total = 0; max = 0 }

let bin_of v =
  if v <= 0 then 0
  else
    let rec go k x = if x = 0 then k else go (k + 1) (x lsr 1) in
    min (nbins - 1) (go 0 v)

let add h v =
  let b = bin_of v in
  h.bins.(b) <- h.bins.(b) + 1;
  h.n <- h.n + 1;
  h.total <- h.total + v;
  if v > h.max then h.max <- v

let of_list xs =
  let h = create () in
  List.iter (add h) xs;
  h

let bin_lo k = if k = 0 then 0 else 1 lsl (k - 1)
let bin_hi k = if k = 0 then 1 else 1 lsl k

(* Upper bound of the bin holding the p-th percentile: a cheap, conservative
   estimate (the exact value is in Metrics). *)
let percentile_bound h p =
  if h.n = 0 then 0
  else
    let rank = ((p * h.n) + 99) / 100 in
    let rec go k acc =
      if k >= nbins then h.max
      else
        let acc = acc + h.bins.(k) in
        if acc >= rank then min h.max (bin_hi k) else go (k + 1) acc
    in
    go 0 0

let to_json h : Yojson.Safe.t =
  let last = ref 0 in
  Array.iteri (fun k c -> if c > 0 then last := k) h.bins;
  `Assoc
    [
      ("n", `Int h.n);
      ("max", `Int h.max);
      ("bins", `List (List.init (!last + 1) (fun k ->
           `List [ `Int (bin_lo k); `Int (bin_hi k); `Int h.bins.(k) ])));
    ]

let pp oc h =
  let width = 50 in
  let peak = Array.fold_left max 1 h.bins in
  Array.iteri
    (fun k c ->
      if c > 0 then
        Printf.fprintf oc "%10d..%-10d %7d %s\n" (bin_lo k) (bin_hi k) c
          (String.make (c * width / peak) '#'))
    h.bins
