(* Run one configuration over several workload seeds and print mean +- sd
   per discipline (the variability figures quoted in Section 5).

     multiseed -c conf/short.conf --seeds 1-20 [--json out.json] *)

open Sfqsim

let parse_seeds s =
  match String.split_on_char '-' s with
  | [ a; b ] ->
      let a = int_of_string a and b = int_of_string b in
      List.init (b - a + 1) (fun i -> a + i)
  | _ -> List.map int_of_string (String.split_on_char ',' s)

let () =
  let config = ref "conf/short.conf" and seeds = ref "1-10" and json = ref "" in
  Arg.parse
    [
      ("-c", Arg.Set_string config, "configuration file");
      ("--seeds", Arg.Set_string seeds, "seed range a-b or list a,b,c");
      ("--json", Arg.Set_string json, "write the aggregate as JSON");
    ]
    (fun a -> raise (Arg.Bad a))
    "multiseed -c CONFIG --seeds 1-20";
  let base = Config.load !config in
  let results =
    List.map
      (fun seed ->
        Printf.eprintf "seed %d\n%!" seed;
        Experiment.run { base with Config.seed })
      (parse_seeds !seeds)
  in
  Summary.print stdout results;
  if !json <> "" then Yojson.Safe.to_file !json (Summary.to_json results)
