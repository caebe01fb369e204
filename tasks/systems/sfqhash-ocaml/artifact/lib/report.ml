(* Output: the console table, a CSV and a JSON document. *)

let header =
  Printf.sprintf "%-9s %8s %9s %10s %10s %7s %8s  %s" "scheduler" "jain" "min/fair"
    "mice_p99" "mice_drop%" "drops" "util" "digest"

let row_line (r : Metrics.row) =
  Printf.sprintf "%-9s %8.4f %9.3f %10d %10.2f %7d %8.4f  %s" r.sched r.jain
    r.eleph_min_share r.mice_p99 r.mice_drop_pct r.drops r.utilisation
    (Fhash.to_hex r.digest)

let print_table oc (e : Experiment.result) =
  Printf.fprintf oc "# %s: seed=%d runs=%d flows=%d packets=%d offered=%.3f\n" e.config.name
    e.config.seed e.config.runs e.flows e.packets e.offered;
  Printf.fprintf oc "%s\n" header;
  List.iter (fun r -> Printf.fprintf oc "%s\n" (row_line r)) e.rows;
  flush oc

let csv_header = "scheduler,jain,eleph_min_share,mice_p99_delay,mice_drop_pct,drops,utilisation,digest"

let write_csv path (e : Experiment.result) =
  let oc = open_out path in
  output_string oc (csv_header ^ "\n");
  List.iter
    (fun (r : Metrics.row) ->
      Printf.fprintf oc "%s,%.6f,%.6f,%d,%.4f,%d,%.6f,%s\n" r.sched r.jain r.eleph_min_share
        r.mice_p99 r.mice_drop_pct r.drops r.utilisation (Fhash.to_hex r.digest))
    e.rows;
  close_out oc

let to_json (e : Experiment.result) : Yojson.Safe.t =
  `Assoc
    [
      ("tool", `String "sfqsim");
      ("version", `String Version.version);
      ("bucket_reduction", `String Reduce.name);
      ("site_config", match Config.site_file () with Some p -> `String p | None -> `Null);
      ("config", Config.to_json e.config);
      ("flows", `Int e.flows);
      ("packets", `Int e.packets);
      ("offered_load", `Float e.offered);
      ("rows", `List (List.map Metrics.to_json e.rows));
      ( "per_seed",
        `List
          (if e.config.runs = 1 then []
           else
             List.map
               (fun (seed, rs) ->
                 `Assoc [ ("seed", `Int seed); ("rows", `List (List.map Metrics.to_json rs)) ])
               e.per_seed) );
      ("wall_seconds", `Float e.seconds);
    ]

let write_json path e = Yojson.Safe.to_file path (to_json e)
