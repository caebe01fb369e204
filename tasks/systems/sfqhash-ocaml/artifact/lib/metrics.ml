(* The figures of Table 2, computed from a simulation trace.

   - jain: Jain's index over the bytes each elephant delivered in the
     measurement window [warmup, horizon] (packets served entirely inside);
   - mice_p99: 99th percentile (nearest rank) of the queueing delay, in
     ticks, of mouse packets that arrived in the window and were served;
   - mice_drop_pct: percentage of mouse packets arriving in the window that
     were dropped;
   - drops: all packets dropped during the run;
   - utilisation: window bytes / window length;
   - digest: order digest of the complete service sequence. *)

type row = {
  sched : string;
  jain : float;
  eleph_min_share : float;  (* worst elephant / fair share of elephants' bytes *)
  mice_p99 : int;
  mice_mean : float;
  mice_drop_pct : float;
  drops : int;
  utilisation : float;
  digest : int64;
  facts : (string * Yojson.Safe.t) list;
}

let compute (c : Config.t) (w : Workload.t) (s : Sched.t) (t : Sim.trace) =
  let nflows = Array.length w.flows in
  let pk = w.packets in
  let delivered = Array.make nflows 0 in
  let win_bytes = ref 0 in
  let mice_delays = ref [] in
  for k = 0 to t.served - 1 do
    let e = t.log.(k) in
    let p = pk.(Sim.index_of e) in
    let start = Sim.start_of e in
    if start >= c.warmup && start + p.size <= c.horizon then begin
      delivered.(p.flow) <- delivered.(p.flow) + p.size;
      win_bytes := !win_bytes + p.size
    end;
    if (not (Workload.is_elephant w p.flow)) && p.arrival >= c.warmup then
      mice_delays := (start - p.arrival) :: !mice_delays
  done;
  let eleph =
    Array.of_list
      (List.filter_map
         (fun (f : Workload.flow) ->
           if f.cls = Workload.Elephant then Some delivered.(f.id) else None)
         (Array.to_list w.flows))
  in
  let mice_arr = ref 0 and mice_drop = ref 0 in
  Array.iter
    (fun (p : Packet.t) ->
      if (not (Workload.is_elephant w p.flow)) && p.arrival >= c.warmup then incr mice_arr)
    pk;
  for k = 0 to t.ndropped - 1 do
    let p = pk.(t.dropped.(k)) in
    if (not (Workload.is_elephant w p.flow)) && p.arrival >= c.warmup then incr mice_drop
  done;
  let lo, _ = Stats.min_max eleph in
  let fair = float_of_int (Stats.sum_int eleph) /. float_of_int (Array.length eleph) in
  {
    sched = s.name;
    jain = Stats.jain eleph;
    eleph_min_share = (if fair > 0.0 then float_of_int lo /. fair else 0.0);
    mice_p99 = Stats.percentile_int 99 !mice_delays;
    mice_mean = Stats.mean_int !mice_delays;
    mice_drop_pct = Stats.pct !mice_drop !mice_arr;
    drops = t.ndropped;
    utilisation = float_of_int !win_bytes /. float_of_int (c.horizon - c.warmup);
    digest = Sim.order_digest w t;
    facts = s.describe ();
  }

(* Mean over workload seeds (sim.runs > 1): floats are averaged, integer
   columns are averaged and rounded to the nearest integer, digests are
   chained in seed order, and each discipline fact becomes the list of its
   per-seed values.  One run is returned unchanged. *)
let mean_rows (rows : row list) =
  match rows with
  | [] -> invalid_arg "Metrics.mean_rows"
  | [ r ] -> r
  | r0 :: _ ->
      let n = float_of_int (List.length rows) in
      let favg f = List.fold_left (fun a r -> a +. f r) 0.0 rows /. n in
      let iavg f = int_of_float (Float.round (favg (fun r -> float_of_int (f r)))) in
      let digest =
        List.fold_left
          (fun h r -> Int64.mul (Int64.logxor h r.digest) Fhash.fnv_prime)
          Fhash.fnv_offset rows
      in
      let facts =
        List.map
          (fun (k, _) -> (k, `List (List.map (fun r -> try List.assoc k r.facts with Not_found -> `Null) rows)))
          r0.facts
      in
      {
        sched = r0.sched;
        jain = favg (fun r -> r.jain);
        eleph_min_share = favg (fun r -> r.eleph_min_share);
        mice_p99 = iavg (fun r -> r.mice_p99);
        mice_mean = favg (fun r -> r.mice_mean);
        mice_drop_pct = favg (fun r -> r.mice_drop_pct);
        drops = iavg (fun r -> r.drops);
        utilisation = favg (fun r -> r.utilisation);
        digest;
        facts;
      }

let to_json r : Yojson.Safe.t =
  `Assoc
    ([
       ("scheduler", `String r.sched);
       ("jain", `Float r.jain);
       ("eleph_min_share", `Float r.eleph_min_share);
       ("mice_p99_delay", `Int r.mice_p99);
       ("mice_mean_delay", `Float r.mice_mean);
       ("mice_drop_pct", `Float r.mice_drop_pct);
       ("drops", `Int r.drops);
       ("utilisation", `Float r.utilisation);
       ("digest", `String (Fhash.to_hex r.digest));
     ]
    @ List.filter
        (fun (k, _) ->
          not (List.mem k [ "scheduler"; "jain"; "eleph_min_share"; "mice_p99_delay";
                            "mice_mean_delay"; "mice_drop_pct"; "drops"; "utilisation"; "digest" ]))
        r.facts)
