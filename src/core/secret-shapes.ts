/**
 * The shape table: what counts as a secret, written as examples. For each kind
 * a rule in `secrets.ts` reports, the shapes it is for, each with a text it must
 * catch, the value that must not survive redaction, and a look-alike it must
 * leave alone. test/secrets/shapes.test.ts runs every row (and checks that every
 * kind has rows); only tests import this module, so the rows stay out of
 * main.js. All values are fabricated.
 */

interface ShapeExample {
  shape: string;
  /** the kind reported, when it is not the rule's own (a token key on a credential line is an api-token) */
  kind?: string;
  positive: string;
  /** the part of `positive` that must not survive redaction */
  value: string;
  negative: string;
}

const SHAPES: Record<string, ShapeExample[]> = {
  'github-token': [
    { shape: 'GitHub classic token', positive: 'CI token ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4T', value: 'ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4T', negative: 'GitHub tokens start with ghp_ and are 40 characters long' },
    { shape: 'GitHub fine-grained token', positive: 'github_pat_11ABCDEFG0aB3dE6gH9jK2mN5pQ8sT1vW4yZ7', value: 'github_pat_11ABCDEFG0aB3dE6gH9jK2mN5pQ8sT1vW4yZ7', negative: 'the github_pat_ prefix marks fine-grained tokens' },
  ],
  'anthropic-key': [
    { shape: 'Anthropic key', positive: 'ANTHROPIC_API_KEY=sk-ant-api03-Zr7Qp2Mx9Lk4Jn6Hb1Vc8Xz3', value: 'sk-ant-api03-Zr7Qp2Mx9Lk4Jn6Hb1Vc8Xz3', negative: 'keys look like sk-ant-api03-…' },
  ],
  'openai-key': [
    { shape: 'OpenAI project key', positive: 'sk-proj-Kp4Lm7Nq1Rs8Tu3Wv6Xy9Za2Bc5', value: 'sk-proj-Kp4Lm7Nq1Rs8Tu3Wv6Xy9Za2Bc5', negative: 'the sk-proj-roadmap-and-planning-notes page' },
  ],
  'aws-access-key-id': [
    { shape: 'AWS access key id', positive: 'aws id AKIA2E4G6J8L1N3P5R7T', value: 'AKIA2E4G6J8L1N3P5R7T', negative: 'AKIAEXAMPLEKEYNOTREAL is the format' },
  ],
  'google-api-key': [
    { shape: 'Google API key', positive: 'maps key AIzaSyD4kP9xQ2mN7vB3cF8hJ1lR6tW0yZ5aE2g', value: 'AIzaSyD4kP9xQ2mN7vB3cF8hJ1lR6tW0yZ5aE2g', negative: 'Google keys begin with AIza' },
  ],
  'slack-token': [
    { shape: 'Slack bot token', positive: 'xoxb-2048613497-5519273650194-Kq3Wm8Zr1Tx6', value: 'xoxb-2048613497-5519273650194-Kq3Wm8Zr1Tx6', negative: 'a xoxb- token is a bot token' },
    { shape: 'Slack app-level token', positive: 'socket mode: xapp-1-A04BC7DE9FG-5519273650194-3f9a1c7e2b8d4a6f0e1c', value: 'xapp-1-A04BC7DE9FG-5519273650194-3f9a1c7e2b8d4a6f0e1c', negative: 'the xapp-level settings page' },
  ],
  'telegram-bot-token': [
    { shape: 'Telegram bot token', positive: 'bot 123456789:AAHk3Lm9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6L', value: '123456789:AAHk3Lm9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6L', negative: 'Telegram bot ids look like 123456789:AA followed by the rest' },
  ],
  'jwt': [
    { shape: 'JWT', positive: 'session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtYXlhIn0.Qk3Lm8Zr1Tx6Wv2Yp5Ls9', value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtYXlhIn0.Qk3Lm8Zr1Tx6Wv2Yp5Ls9', negative: 'JWT headers start with eyJ.' },
  ],
  'stripe-key': [
    { shape: 'Stripe secret key', positive: 'STRIPE_KEY=sk_live_51Hx4Kq2Lm8Np3Rs6Tv9Wx2Yz', value: 'sk_live_51Hx4Kq2Lm8Np3Rs6Tv9Wx2Yz', negative: 'the publishable key pk_live_51Hx4Kq2Lm8Np3Rs6Tv9Wx2Yz goes in the page' },
    { shape: 'Stripe restricted key', positive: 'reporting uses rk_live_51Hx4Kq2Lm8Np3Rs6Tv9Wx2Yz now', value: 'rk_live_51Hx4Kq2Lm8Np3Rs6Tv9Wx2Yz', negative: 'restricted keys start with rk_live_ or rk_test_' },
  ],
  'npm-token': [
    { shape: 'npm access token', positive: 'publish with npm_Xq7Lm2Kp9Rt4Vw8Zb3Nc6Hd1Js5Fg0Ye2Ua4', value: 'npm_Xq7Lm2Kp9Rt4Vw8Zb3Nc6Hd1Js5Fg0Ye2Ua4', negative: 'npm_config_registry=https://registry.npmjs.org/' },
  ],
  'password': [
    { shape: 'password line', positive: 'password: Tr0ub4dor&3', value: 'Tr0ub4dor&3', negative: 'Password: changed it last week after the breach notice.' },
    { shape: 'password of one plain word on its line', positive: 'NAS password: swordfish', value: 'swordfish', negative: 'I changed my password today.' },
    { shape: 'password in prose', positive: 'the wifi password is now marigold', value: 'marigold', negative: 'the password manager is 1Password' },
    { shape: 'password in prose, with a digit', positive: 'The password for the NAS is Hx9trellis.', value: 'Hx9trellis', negative: 'The password is in 1Password, under "Router".' },
    { shape: 'full-width colon', positive: 'password：Hx9trellis', value: 'Hx9trellis', negative: 'password：<your password>' },
    { shape: 'Chinese key', positive: '路由器密码：Hx9trellis', value: 'Hx9trellis', negative: '密码管理器是1Password' },
    { shape: 'Japanese key', positive: 'パスワード: marigold42', value: 'marigold42', negative: 'パスワードを変更した。' },
    { shape: 'placeholder', positive: 'db password = "s3cret-trellis"', value: 's3cret-trellis', negative: 'db password = <your password>' },
    { shape: 'token line', kind: 'api-token', positive: 'auth_token: 8f3kQ2mZ9xLw', value: '8f3kQ2mZ9xLw', negative: 'token: xxxx' },
    { shape: 'german password', positive: 'Das WLAN-Passwort ist Hx9trellis', value: 'Hx9trellis', negative: 'Das Passwort ist geändert.' },
    { shape: 'PGPASSWORD before psql', positive: "PGPASSWORD='Hx9!trellis' psql -h db -U maya", value: 'Hx9!trellis', negative: 'PGPASSFILE=~/.pgpass psql -h db -U maya' },
    { shape: 'MYSQL_PWD', positive: 'MYSQL_PWD=Tr3llis42 mysql -u root', value: 'Tr3llis42', negative: 'MYSQL_PWD=$MYSQL_PWD mysql -u root' },
    { shape: 'DB_PASS', positive: 'DB_PASS=marigold-42', value: 'marigold-42', negative: 'COMPASS=north BYPASS=true' },
    { shape: 'pass: on its own line', positive: 'router admin\npass: Hx9trellis', value: 'Hx9trellis', negative: 'Boarding pass: 12B, gate 4' },
    { shape: 'password column of a table', positive: '| Service | User | Password |\n|---|---|---|\n| router | admin | Hx9trellis |', value: 'Hx9trellis', negative: '| Service | Password manager |\n|---|---|\n| work | 1Password |' },
    { shape: 'password row of a table', positive: '| Key | Value |\n|---|---|\n| wifi password | marigold42 |', value: 'marigold42', negative: '| Key | Value |\n|---|---|\n| wifi password | on the fridge |' },
  ],
  'private-key': [
    { shape: 'private key block', positive: '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA3Tz2mQ8rW5vL1kP9xN4cJ7hB2fD6\n-----END RSA PRIVATE KEY-----', value: 'MIIEowIBAAKCAQEA3Tz2mQ8rW5vL1kP9xN4cJ7hB2fD6', negative: 'the file starts with -----BEGIN RSA PRIVATE KEY----- and ends with the END line' },
    { shape: 'private key pasted without its END line', positive: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\nQyNTUxOQAAACDk8mJq3Lw7Zp2Yt9Rv5Xs1Nc4Bf6\n\nThen lunch.', value: 'QyNTUxOQAAACDk8mJq3Lw7Zp2Yt9Rv5Xs1Nc4Bf6', negative: 'the public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl maya@laptop' },
  ],
  'aws-secret-key': [
    { shape: 'AWS secret access key', positive: 'aws_secret_access_key = Xq7Lm2Kp9Rt4Vw8Zb3Nc/6Hd1Js5Fg0Ye2Ua4Bc7', value: 'Xq7Lm2Kp9Rt4Vw8Zb3Nc/6Hd1Js5Fg0Ye2Ua4Bc7', negative: 'aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}' },
  ],
  'bearer-token': [
    { shape: 'bearer token', positive: 'send Bearer 7Fq2Lm9Xs3Np6Hf1Jc5Ya0Ue', value: '7Fq2Lm9Xs3Np6Hf1Jc5Ya0Ue', negative: 'Bearer token authentication is what their API uses' },
  ],
  'authorization-header': [
    { shape: 'Authorization header', positive: 'Authorization: token 9f8e7d6c5b4a39281706', value: '9f8e7d6c5b4a39281706', negative: 'Authorization: <token>' },
  ],
  'command-line-credential': [
    { shape: 'password flag', positive: 'restic --password=Hx9trellis backup', value: 'Hx9trellis', negative: 'docker login -u maya --password-stdin < token.txt' },
    { shape: 'curl -u user:password', positive: 'curl -u admin:Hx9trellis https://nas.local/api', value: 'Hx9trellis', negative: 'curl -u admin https://nas.local/api' },
    { shape: 'curl --user=user:password', positive: 'curl --user=admin:Hx9trellis https://nas.local/api', value: 'Hx9trellis', negative: 'curl --user=admin https://nas.local/api' },
    { shape: 'mysql -pSECRET', positive: 'mysql -u root -pHx9trellis shop', value: 'Hx9trellis', negative: 'mysql -u root -p shop' },
    { shape: "sshpass -p '…'", positive: "sshpass -p 'Hx9 trellis!' ssh pi@garden.local", value: 'Hx9 trellis!', negative: 'sshpass -f ~/.ssh/garden.pw ssh pi@garden.local' },
    { shape: 'docker login -p', positive: 'docker login -u maya -p Hx9trellis registry.example.net', value: 'Hx9trellis', negative: 'docker login -u maya --password-stdin registry.example.net' },
  ],
  'url-credentials': [
    { shape: 'URL with user and password', positive: 'https://maya:n0tMyRealPa55@files.example.net/x', value: 'n0tMyRealPa55', negative: 'https://medium.com/@maya/post and git@github.com:maya/seedling.git' },
    { shape: 'URL password holding @, / and #', positive: 'postgres://maya:p@ss/w#rd9@db.example.net:5432/app', value: 'p@ss/w#rd9', negative: 'https://example.com:8080/@maya.dev/post' },
  ],
  'recovery-code': [
    { shape: 'one-time backup code', positive: 'Backup code for the SSO (one-time, keep!): 7731-0948-2265', value: '7731-0948-2265', negative: 'Backup codes: printed, in the drawer' },
    { shape: 'recovery codes list', positive: 'GitHub recovery codes: 4f9a2-7c1e8 and more in the safe', value: '4f9a2-7c1e8', negative: 'recovery code: 12 (the error number)' },
  ],
  'url-token': [
    { shape: 'access token in a URL', positive: 'https://api.example.com/v1/feed?access_token=Zr7Qp2Mx9Lk4Jn6H', value: 'Zr7Qp2Mx9Lk4Jn6H', negative: 'https://example.com/search?q=token&page=2' },
    { shape: 'signed URL', positive: 'https://acct.blob.core.windows.net/c/f.pdf?sv=2024-01-01&se=2026-12-01&sig=Qk3Lm8Zr1Tx6Wv2Yp5Ls9Kd3', value: 'Qk3Lm8Zr1Tx6Wv2Yp5Ls9Kd3', negative: 'https://example.com/reset?sig=abc123def456ghi' },
    { shape: 'Slack webhook URL', positive: 'alerts go to https://hooks.slack.com/services/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', value: 'T04BC7DE9/B05FG1HJ2/Xy7Kq2Lm9Np3Rs6Tv8Wz1Ab4', negative: 'see https://api.slack.com/messaging/webhooks for the format' },
  ],
};

/** Every row, with the kind it reports. */
export function secretShapes(): (ShapeExample & { kind: string })[] {
  return Object.entries(SHAPES).flatMap(([kind, rows]) => rows.map((e) => ({ ...e, kind: e.kind ?? kind })));
}

/** The kinds the table has rows for. */
export function shapeKinds(): string[] {
  return Object.keys(SHAPES);
}
