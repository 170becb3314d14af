// Generated from backend/openapi.json by openapi-limits.ts (`make openapi`): do not edit.
export const LIMITS = {
  "DonationIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "path": {
      "maxLength": 255
    },
    "amount_cents": {
      "minimum": 1,
      "maximum": 100000000
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "street": {
      "maxLength": 200
    },
    "postal_code": {
      "maxLength": 12
    },
    "city": {
      "maxLength": 100
    },
    "country": {
      "maxLength": 2,
      "minLength": 2
    },
    "idempotency_key": {
      "maxLength": 80,
      "minLength": 8
    },
    "website": {
      "maxLength": 200
    },
    "captcha": {
      "maxLength": 4000
    }
  },
  "LoginIn": {
    "email": {
      "maxLength": 254
    },
    "password": {
      "maxLength": 256
    },
    "next": {
      "maxLength": 2048
    },
    "captcha": {
      "maxLength": 4000
    }
  },
  "EmailIn": {
    "email": {
      "maxLength": 254
    }
  },
  "LinkTokenIn": {
    "token": {
      "maxLength": 200
    }
  },
  "PasswordIn": {
    "token": {
      "maxLength": 200
    },
    "password": {
      "maxLength": 256
    }
  },
  "JoinIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "street": {
      "maxLength": 200
    },
    "postal_code": {
      "maxLength": 12
    },
    "city": {
      "maxLength": 100
    },
    "province": {
      "maxLength": 20
    },
    "phone": {
      "maxLength": 30
    },
    "idempotency_key": {
      "maxLength": 64,
      "minLength": 8
    },
    "offer_code": {
      "maxLength": 40
    },
    "referral_code": {
      "maxLength": 64
    },
    "website": {
      "maxLength": 200
    },
    "captcha": {
      "maxLength": 4000
    }
  },
  "KeyIn": {
    "idempotency_key": {
      "maxLength": 64,
      "minLength": 8
    }
  },
  "FriendJoinIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "street": {
      "maxLength": 200
    },
    "postal_code": {
      "maxLength": 12
    },
    "city": {
      "maxLength": 100
    },
    "province": {
      "maxLength": 20
    },
    "phone": {
      "maxLength": 30
    },
    "idempotency_key": {
      "maxLength": 64,
      "minLength": 8
    },
    "website": {
      "maxLength": 200
    },
    "captcha": {
      "maxLength": 4000
    }
  },
  "DetailsIn": {
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "street": {
      "maxLength": 200
    },
    "postal_code": {
      "maxLength": 12
    },
    "city": {
      "maxLength": 100
    },
    "province": {
      "maxLength": 20
    },
    "phone": {
      "maxLength": 30
    }
  },
  "PasswordConfirmIn": {
    "password": {
      "maxLength": 256
    }
  },
  "OrderIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "event": {
      "maxLength": 100
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "idempotency_key": {
      "maxLength": 64,
      "minLength": 16
    },
    "website": {
      "maxLength": 200
    }
  },
  "OrderLineIn": {
    "ticket_type": {
      "minimum": 1
    },
    "quantity": {
      "minimum": 0,
      "maximum": 100
    }
  },
  "ConfirmIn": {
    "token": {
      "maxLength": 200,
      "minLength": 10
    }
  },
  "CheckInIn": {
    "event": {
      "minimum": 1
    },
    "code": {
      "maxLength": 40,
      "minLength": 1
    }
  },
  "LegionJoinIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "phone": {
      "maxLength": 30
    },
    "region": {
      "maxLength": 20
    },
    "consent_version": {
      "maxLength": 40
    },
    "ref": {
      "maxLength": 64
    },
    "website": {
      "maxLength": 500
    },
    "captcha": {
      "maxLength": 4000
    }
  },
  "LegionAccessIn": {
    "email": {
      "maxLength": 254
    },
    "website": {
      "maxLength": 500
    },
    "captcha": {
      "maxLength": 4000
    }
  },
  "LegionTokenIn": {
    "token": {
      "maxLength": 300
    }
  },
  "NewsletterIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "website": {
      "maxLength": 500
    },
    "captcha": {
      "maxLength": 4000
    },
    "consent_version": {
      "maxLength": 40
    },
    "email": {
      "maxLength": 254
    },
    "name": {
      "maxLength": 100
    }
  },
  "TokenIn": {
    "token": {
      "maxLength": 200
    }
  },
  "SignatureIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "website": {
      "maxLength": 500
    },
    "captcha": {
      "maxLength": 4000
    },
    "consent_version": {
      "maxLength": 40
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "place": {
      "maxLength": 100
    }
  },
  "VolunteerIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "website": {
      "maxLength": 500
    },
    "captcha": {
      "maxLength": 4000
    },
    "consent_version": {
      "maxLength": 40
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "phone": {
      "maxLength": 30
    },
    "municipality": {
      "maxLength": 100
    },
    "message": {
      "maxLength": 1000
    }
  },
  "ContactIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "consent_version": {
      "maxLength": 40
    },
    "idempotency_key": {
      "maxLength": 80,
      "minLength": 8
    },
    "website": {
      "maxLength": 200
    },
    "captcha": {
      "maxLength": 4000
    },
    "name": {
      "maxLength": 200
    },
    "email": {
      "maxLength": 254
    },
    "subject": {
      "maxLength": 200
    },
    "message": {
      "maxLength": 5000
    }
  },
  "ApplicantIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "consent_version": {
      "maxLength": 40
    },
    "idempotency_key": {
      "maxLength": 80,
      "minLength": 8
    },
    "website": {
      "maxLength": 200
    },
    "captcha": {
      "maxLength": 4000
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "phone": {
      "maxLength": 30
    },
    "motivation": {
      "maxLength": 5000
    }
  },
  "CandidateIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "consent_version": {
      "maxLength": 40
    },
    "idempotency_key": {
      "maxLength": 80,
      "minLength": 8
    },
    "website": {
      "maxLength": 200
    },
    "captcha": {
      "maxLength": 4000
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "phone": {
      "maxLength": 30
    },
    "motivation": {
      "maxLength": 5000
    },
    "municipality": {
      "maxLength": 100
    }
  },
  "FriendIn": {
    "utm_id": {
      "maxLength": 100
    },
    "utm_content_id": {
      "maxLength": 100
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 254
    },
    "country": {
      "maxLength": 2,
      "minLength": 2
    },
    "amount_cents": {
      "minimum": 1,
      "maximum": 100000000
    },
    "consent_version": {
      "maxLength": 40
    },
    "idempotency_key": {
      "maxLength": 80,
      "minLength": 8
    },
    "website": {
      "maxLength": 200
    },
    "captcha": {
      "maxLength": 4000
    }
  },
  "ConsentIn": {
    "version": {
      "minimum": 1,
      "maximum": 99
    }
  },
  "FingerprintIn": {
    "uuid": {
      "maxLength": 64
    }
  }
} as const;
