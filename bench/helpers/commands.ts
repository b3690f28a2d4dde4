// The shell commands bench/adjudicate.ts decides, shared with scripts/decision-cost.mjs's callgrind driver.
export const shellCommands = [
  'git status && ls -la src | head -20',
  'npm test -- --reporter=dot 2>&1 | tail -n 30',
  'grep -rn "TODO" src/ --include=*.ts | wc -l',
  'cd packages/api && npx tsc -p . --noEmit',
  'find . -name "*.log" -mtime +7 -print',
  'docker compose ps && docker compose logs --tail 50 web',
  'python3 -m pytest tests/unit -q -x',
  'cat package.json | jq .scripts',
];
// The same eight shapes with a number in an argument: 8,192 commands, none repeated within a batch.
export const distinctCommands = Array.from({ length: 1024 }, (_, i) => [
  `git status && ls -la src/mod${i} | head -20`,
  `npm test -- --reporter=dot 2>&1 | tail -n ${i}`,
  `grep -rn "TODO${i}" src/ --include=*.ts | wc -l`,
  `cd packages/api${i} && npx tsc -p . --noEmit`,
  `find . -name "*.log${i}" -mtime +7 -print`,
  `docker compose ps && docker compose logs --tail ${i} web`,
  `python3 -m pytest tests/unit/test_${i}.py -q -x`,
  `cat package${i}.json | jq .scripts`,
]).flat();
