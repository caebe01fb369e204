(* Small statistics helpers.  Everything that ends up in a table is computed
   from integers, with the float step last, so results do not depend on the
   order of floating-point accumulation. *)

let sum_int a = Array.fold_left ( + ) 0 a

(* Jain's fairness index: (sum x)^2 / (n * sum x^2).  1.0 = perfectly fair. *)
let jain (xs : int array) =
  let n = Array.length xs in
  if n = 0 then nan
  else
    let s = float_of_int (sum_int xs) in
    let s2 = Array.fold_left (fun acc x -> acc +. (float_of_int x *. float_of_int x)) 0.0 xs in
    if s2 = 0.0 then nan else s *. s /. (float_of_int n *. s2)

(* Nearest-rank percentile of integer samples, [p] in percent (1..100). *)
let percentile_int p (xs : int list) =
  match xs with
  | [] -> 0
  | _ ->
      let a = Array.of_list xs in
      Array.sort compare a;
      let n = Array.length a in
      let rank = ((p * n) + 99) / 100 in
      a.(max 0 (rank - 1))

let mean_int (xs : int list) =
  match xs with
  | [] -> nan
  | _ -> float_of_int (List.fold_left ( + ) 0 xs) /. float_of_int (List.length xs)

let pct num den = if den = 0 then 0.0 else 100.0 *. float_of_int num /. float_of_int den

let min_max (xs : int array) =
  Array.fold_left (fun (lo, hi) x -> (min lo x, max hi x)) (max_int, min_int) xs
