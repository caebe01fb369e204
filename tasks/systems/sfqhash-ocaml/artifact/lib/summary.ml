(* Aggregation of several runs of one configuration over workload seeds
   (bin/multiseed).  For every discipline: mean, sample standard deviation,
   minimum and maximum of each Table 2 metric. *)

type agg = { mean : float; sd : float; lo : float; hi : float; n : int }

let aggregate (xs : float list) =
  let n = List.length xs in
  if n = 0 then { mean = nan; sd = nan; lo = nan; hi = nan; n = 0 }
  else
    let mean = List.fold_left ( +. ) 0.0 xs /. float_of_int n in
    let ss = List.fold_left (fun a x -> a +. ((x -. mean) *. (x -. mean))) 0.0 xs in
    let sd = if n > 1 then sqrt (ss /. float_of_int (n - 1)) else 0.0 in
    {
      mean;
      sd;
      lo = List.fold_left min infinity xs;
      hi = List.fold_left max neg_infinity xs;
      n;
    }

let metrics : (string * (Metrics.row -> float)) list =
  [
    ("jain", fun r -> r.Metrics.jain);
    ("min/fair", fun r -> r.eleph_min_share);
    ("mice_p99", fun r -> float_of_int r.mice_p99);
    ("mice_drop%", fun r -> r.mice_drop_pct);
    ("drops", fun r -> float_of_int r.drops);
  ]

(* rows grouped by discipline name, in the order of the first result *)
let by_scheduler (results : Experiment.result list) =
  match results with
  | [] -> []
  | first :: _ ->
      List.map
        (fun (r0 : Metrics.row) ->
          let rows =
            List.concat_map
              (fun (e : Experiment.result) ->
                List.filter (fun (r : Metrics.row) -> r.sched = r0.sched) e.rows)
              results
          in
          (r0.sched, rows))
        first.rows

let table (results : Experiment.result list) =
  List.map
    (fun (name, rows) ->
      (name, List.map (fun (m, f) -> (m, aggregate (List.map f rows))) metrics))
    (by_scheduler results)

let print oc results =
  let t = table results in
  Printf.fprintf oc "%-9s" "scheduler";
  List.iter (fun (m, _) -> Printf.fprintf oc " %22s" m) metrics;
  output_char oc '\n';
  List.iter
    (fun (name, cols) ->
      Printf.fprintf oc "%-9s" name;
      List.iter
        (fun (_, a) ->
          let cell =
            if Float.abs a.mean >= 1000.0 then Printf.sprintf "%.0f +- %.0f" a.mean a.sd
            else Printf.sprintf "%.4f +- %.4f" a.mean a.sd
          in
          Printf.fprintf oc " %22s" cell)
        cols;
      output_char oc '\n')
    t

let to_json results : Yojson.Safe.t =
  `List
    (List.map
       (fun (name, cols) ->
         `Assoc
           (("scheduler", `String name)
           :: List.map
                (fun (m, a) ->
                  ( m,
                    `Assoc
                      [ ("mean", `Float a.mean); ("sd", `Float a.sd); ("min", `Float a.lo);
                        ("max", `Float a.hi); ("n", `Int a.n) ] ))
                cols))
       (table results))
