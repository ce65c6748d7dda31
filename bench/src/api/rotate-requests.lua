-- wrk script: sends, in turn, each request listed in the file named by the first script argument.
-- Each line of that file is "<lang> <path>"; the lang header is what the web client sends on every call.
-- Headers given with -H on the command line (wrk.headers) are kept on every request.
-- The second script argument is wrk's thread count: each thread starts at its own, evenly spaced
-- place in the list, so two threads never send the same query at about the same moment (the second
-- would be a cache hit, and a list of distinct searches would no longer measure real searches).
local requests = {}
local next_index = 0
local threads_started = 0

function setup(thread)
  thread:set("thread_index", threads_started)
  threads_started = threads_started + 1
end

function init(args)
  local list = args[1]
  if list == nil then error("usage: wrk -s rotate-requests.lua <url> -- <request list file> [threads]") end
  for line in io.lines(list) do
    local lang, path = line:match("^(%S+)%s+(%S+)$")
    if lang then
      local headers = {}
      for name, value in pairs(wrk.headers) do headers[name] = value end
      headers["lang"] = lang
      requests[#requests + 1] = wrk.format("GET", path, headers)
    end
  end
  if #requests == 0 then error("no requests in " .. list) end
  local threads = tonumber(args[2]) or 1
  next_index = math.floor((thread_index or 0) * #requests / threads) % #requests
end

function request()
  next_index = next_index % #requests + 1
  return requests[next_index]
end
