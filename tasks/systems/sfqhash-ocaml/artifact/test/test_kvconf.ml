(* kvconf: sections, comments, underscores in integers, lists, overrides. *)

let () =
  let t =
    Kvconf.of_string
      "# comment\nname = x   # trailing\n[sim]\nhorizon = 2_000\n[sfq]\nbuckets = 8, 16 ,32\n[]\nflag = yes\n"
  in
  assert (Kvconf.get_string t "name" = "x");
  assert (Kvconf.get_int t "sim.horizon" = 2000);
  assert (Kvconf.get_int_list t "sfq.buckets" = [ 8; 16; 32 ]);
  assert (Kvconf.get_bool t "flag");
  assert (Kvconf.get_int t ~default:5 "missing" = 5);
  let t2 = Kvconf.override t [ ("sim.horizon", "7") ] in
  assert (Kvconf.get_int t2 "sim.horizon" = 7);
  assert (Kvconf.get_int t "sim.horizon" = 2000);
  (match Kvconf.get_int t "name" with
  | _ -> assert false
  | exception Kvconf.Error (_, _, _) -> ());
  (match Kvconf.of_string "no equals sign" with
  | _ -> assert false
  | exception Kvconf.Error (_, l, _) -> assert (l = 1));
  print_endline "test_kvconf: ok"
