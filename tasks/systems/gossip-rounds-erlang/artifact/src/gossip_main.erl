%% gossip_main: the Table 3 experiment. Reads conf/experiment.config, runs
%% every (protocol, group size, seed), writes results/ and a fingerprint of
%% the raw runs.
-module(gossip_main).
-export([main/0, main/1]).

main() -> main(["conf/experiment.config"]).

main([ConfFile | _]) ->
    {ok, Conf} = file:consult(ConfFile),
    Seeds = proplists:get_value(seeds, Conf),
    Sizes = proplists:get_value(sizes, Conf),
    Protos = proplists:get_value(protocols, Conf),
    ok = filelib:ensure_dir("results/"),
    Runs = [{P, N, S, gossip_sim:run(P, N, S, [])} || P <- Protos, N <- Sizes, S <- Seeds],
    {ok, R} = file:open("results/runs.csv", [write]),
    io:format(R, "protocol,n,seed,rounds,messages,infected_by_round~n", []),
    [io:format(R, "~s,~b,~b,~b,~b,~s~n",
               [P, N, S, Rounds, Msgs, string:join([integer_to_list(X) || X <- Hist], " ")])
     || {P, N, S, {Rounds, Msgs, Hist}} <- Runs],
    ok = file:close(R),
    {ok, T} = file:open("results/table3.csv", [write]),
    io:format(T, "protocol,n,mean_rounds,median_rounds,max_rounds,messages_per_node~n", []),
    [begin
         Sel = [{Rd, M} || {P2, N2, _, {Rd, M, _}} <- Runs, P2 =:= P, N2 =:= N],
         K = length(Sel),
         MeanR = lists:sum([Rd || {Rd, _} <- Sel]) / K,
         MedR = median([Rd || {Rd, _} <- Sel]),
         MaxR = lists:max([Rd || {Rd, _} <- Sel]),
         MPN = lists:sum([M || {_, M} <- Sel]) / (K * N),
         io:format(T, "~s,~b,~.3f,~.1f,~b,~.3f~n", [P, N, MeanR, MedR, MaxR, MPN]),
         io:format("~-9s n=~-5b mean rounds ~7.3f  median ~5.1f  max ~3b  messages/node ~7.3f~n",
                   [P, N, MeanR, MedR, MaxR, MPN])
     end || P <- Protos, N <- Sizes],
    ok = file:close(T),
    {ok, Raw} = file:read_file("results/runs.csv"),
    Digest = crypto:md5(Raw),
    Hex = lists:flatten([io_lib:format("~2.16.0b", [B]) || <<B>> <= Digest]),
    ok = file:write_file("results/fingerprint.txt", Hex ++ "\n"),
    io:format("runs fingerprint ~s~n", [Hex]),
    ok.

%% median of the per-seed rounds (sorted, middle element)
median(Xs) ->
    Sorted = lists:sort(Xs),
    float(lists:nth(round(length(Sorted) / 2), Sorted)).
